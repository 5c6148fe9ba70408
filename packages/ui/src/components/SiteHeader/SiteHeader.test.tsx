import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteHeader } from './SiteHeader';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';

describe('SiteHeader', () => {
  it('shows the portal name as a link to the home page', () => {
    renderWithUi(<SiteHeader portalName="信用示例" />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /信用示例/ })).toHaveAttribute('href', '/home');
  });

  it('shows 注册 and 登录 to an anonymous visitor', () => {
    renderWithUi(<SiteHeader portalName="信用示例" registerHref="/register" loginHref="/login" />);
    expect(screen.getByRole('link', { name: '注册' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: '退出登录' })).toBeNull();
  });

  it('calls the app for 注册 and 登录 when given callbacks instead of addresses', async () => {
    const onRegister = vi.fn();
    const onLogin = vi.fn();
    const user = userEvent.setup();
    renderWithUi(<SiteHeader portalName="信用示例" onRegister={onRegister} onLogin={onLogin} />);
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(onRegister).toHaveBeenCalledTimes(1);
    screen.getByRole('button', { name: '登录' }).focus();
    await user.keyboard('{Enter}');
    expect(onLogin).toHaveBeenCalledTimes(1);
  });

  it('posts 退出登录 to its address without a script, and leaves it to the app once one runs', async () => {
    const onLogout = vi.fn();
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    document.addEventListener('submit', submitted);
    const user = userEvent.setup();
    renderWithUi(<SiteHeader portalName="信用示例" user={{ name: '张三' }} onLogout={onLogout} logoutAction="/logout" />);
    const button = screen.getByRole('button', { name: '退出登录' });
    // The server's document: a form's button, posting to the address.
    const form = button.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/logout');
    expect(button).toHaveAttribute('type', 'submit');
    // With the script, the app logs out and the form is not sent.
    await user.click(button);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(submitted).not.toHaveBeenCalled();
    document.removeEventListener('submit', submitted);
  });

  it('shows the user’s name linking to 个人中心 and a 退出登录 button when logged in', async () => {
    const onLogout = vi.fn();
    const user = userEvent.setup();
    renderWithUi(
      <SiteHeader portalName="信用示例" user={{ name: '张三' }} onLogout={onLogout} loginHref="/login" />,
    );
    const centre = screen.getByRole('link', { name: /^张三\s*（个人中心）$/ });
    expect(centre).toHaveAttribute('href', '/user');
    expect(screen.queryByRole('link', { name: '登录' })).toBeNull();
    await user.tab();
    await user.tab();
    expect(centre).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '退出登录' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('uses the given user-centre address and labels', () => {
    renderWithUi(
      <SiteHeader
        portalName="信用示例"
        user={{ name: '李四' }}
        userCentreHref="/farming-user"
        labels={{ logout: '安全退出' }}
      />,
    );
    expect(screen.getByRole('link', { name: /个人中心/ })).toHaveAttribute('href', '/farming-user');
    expect(screen.getByRole('button', { name: '安全退出' })).toBeInTheDocument();
  });

  it('has no axe violations logged in or not', async () => {
    const { container, rerender } = renderWithUi(
      <SiteHeader portalName="信用示例" registerHref="/register" loginHref="/login" />,
    );
    expect(await axeViolations(container)).toEqual([]);
    rerender(<SiteHeader portalName="信用示例" user={{ name: '张三' }} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
