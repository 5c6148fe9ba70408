import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubsiteHeader } from './SubsiteHeader';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';

const banner = { src: 'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="10" height="2"/>', alt: '信用贷服务专区' };

describe('SubsiteHeader', () => {
  it('shows the sub-site’s name, a way back to the portal and the banner', async () => {
    const { container } = renderWithUi(<SubsiteHeader siteName="信用贷" siteHref="/credit-loan-home" banner={banner} />);
    expect(screen.getByRole('link', { name: '信用贷' })).toHaveAttribute('href', '/credit-loan-home');
    expect(screen.getByRole('link', { name: '返回主站' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('img', { name: '信用贷服务专区' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '退出登录' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('offers 退出登录 to a logged-in visitor', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    renderWithUi(
      <SubsiteHeader siteName="农业金融服务平台" siteHref="/farming" user={{ name: '张三' }} userCentreHref="/farming-user" onLogout={onLogout} />,
    );
    expect(screen.getByRole('link', { name: /张三/ })).toHaveAttribute('href', '/farming-user');
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('offers 登录 to an anonymous visitor when the site can sign in, and not once logged in', async () => {
    const user = userEvent.setup();
    const onLogin = vi.fn();
    const { unmount } = renderWithUi(<SubsiteHeader siteName="信用贷" siteHref="/credit-loan-home" onLogin={onLogin} />);
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
    unmount();
    renderWithUi(<SubsiteHeader siteName="信用贷" siteHref="/credit-loan-home" onLogin={onLogin} user={{ name: '张三' }} />);
    expect(screen.queryByRole('button', { name: '登录' })).toBeNull();
  });

  it('makes 登录 a link to the login page when given one, which the page’s script may take over', async () => {
    const user = userEvent.setup();
    const onLogin = vi.fn();
    const { container } = renderWithUi(<SubsiteHeader siteName="信用贷" siteHref="/credit-loan-home" loginHref="/login?redirect=%2Fcredit-loan-home" onLogin={onLogin} />);
    const login = screen.getByRole('link', { name: '登录' });
    expect(login).toHaveAttribute('href', '/login?redirect=%2Fcredit-loan-home');
    await user.click(login);
    expect(onLogin).toHaveBeenCalledTimes(1);
    expect(await axeViolations(container)).toEqual([]);
  });
});
