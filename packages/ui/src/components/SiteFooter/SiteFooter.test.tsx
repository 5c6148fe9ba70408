import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { SiteFooter } from './SiteFooter';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';

describe('SiteFooter', () => {
  it('shows 关于我们, 网站声明, 个人中心 and 首页 by default', () => {
    renderWithUi(<SiteFooter />);
    const nav = screen.getByRole('navigation', { name: '页脚导航' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['关于我们', '/about-us'],
      ['网站声明', '/website-statement'],
      ['个人中心', '/user'],
      ['首页', '/home'],
    ]);
  });

  it('shows the organiser, the filing numbers and the badge it is given', () => {
    renderWithUi(
      <SiteFooter
        organiser="某市发展和改革委员会"
        icp={{ number: '闽ICP备12345678号-1', href: 'https://beian.miit.gov.cn/' }}
        police={{ number: '闽公网安备 35030202000123号' }}
        badge={{ src: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', alt: '党政机关', href: 'https://bszs.conac.cn/' }}
      />,
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent('主办单位：某市发展和改革委员会');
    expect(screen.getByRole('link', { name: /闽ICP备12345678号-1/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByText(/公安备案号/)).toHaveTextContent('公安备案号：闽公网安备 35030202000123号');
    expect(screen.getByRole('link', { name: /党政机关/ })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows nothing city-specific unless told', () => {
    renderWithUi(<SiteFooter links={[]} />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUi(
      <SiteFooter organiser="某市发展和改革委员会" icp={{ number: '闽ICP备12345678号-1' }} />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
