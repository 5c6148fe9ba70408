import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewStyleHeader } from './NewStyleHeader';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';

const logo = 'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>';
const links = [
  { id: 1, name: '信用中国', href: 'https://www.creditchina.gov.cn/' },
  { id: 2, name: '专题', href: 'javascript:alert(1)' },
];

describe('NewStyleHeader', () => {
  it('shows the logo as a link home, named by the portal', async () => {
    const { container } = renderWithUi(<NewStyleHeader portalName="信用示例" logoSrc={logo} links={links} />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /信用示例/ })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('img', { name: '信用示例' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('stays at the top of the window by default', () => {
    renderWithUi(<NewStyleHeader portalName="信用示例" logoSrc={logo} links={links} />);
    expect(getComputedStyle(screen.getByRole('banner')).position).toBe('sticky');
  });

  it('hands its links to onExternalLink, and never links an unsafe address', async () => {
    const user = userEvent.setup();
    const onExternalLink = vi.fn();
    renderWithUi(
      <NewStyleHeader portalName="信用示例" logoSrc={logo} links={links} onExternalLink={onExternalLink} />,
    );
    const nav = screen.getByRole('navigation', { name: '相关链接' });
    expect(nav).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /信用中国/ }));
    expect(onExternalLink).toHaveBeenCalledWith('https://www.creditchina.gov.cn/', expect.anything());
    expect(screen.queryByRole('link', { name: /专题/ })).toBeNull();
  });
});
