import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef } from 'react';
import { Button } from './Button';
import { ButtonLink } from './ButtonLink';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';
import type { UiLinkProps } from '../UiProvider/UiProvider';
import { careMode } from '../../theme/careMode.css';
import { highContrast } from '../AccessibilityToolbar/AccessibilityToolbar.css';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

/** An accessible name as spelt, whatever spaces name computation puts around a visually hidden part. */
const spelt = (words: string) => (name: string) => name.replace(/\s/g, '') === words;

const look = ['display', 'minHeight', 'paddingTop', 'paddingLeft', 'fontSize', 'color', 'backgroundColor', 'borderTopColor', 'borderTopWidth', 'borderRadius', 'textDecorationLine'] as const;
const lookOf = (el: Element) => Object.fromEntries(look.map((p) => [p, getComputedStyle(el)[p]]));

describe('ButtonLink', () => {
  it('is a real link with the Button’s look, for each variant and size', async () => {
    const { container } = renderWithUi(
      <>
        <ButtonLink href="/wanna-repair" variant="primary">申请信用修复</ButtonLink>
        <Button variant="primary">申请信用修复</Button>
        <ButtonLink href="/credit-report" size="small">返回列表</ButtonLink>
        <Button size="small">返回列表</Button>
      </>,
    );
    const link = screen.getByRole('link', { name: '申请信用修复' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/wanna-repair');
    expect(lookOf(link)).toEqual(lookOf(screen.getByRole('button', { name: '申请信用修复' })));
    expect(lookOf(screen.getByRole('link', { name: '返回列表' }))).toEqual(lookOf(screen.getByRole('button', { name: '返回列表' })));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps the Button’s look in 关怀版 (52 px, larger words) and in high contrast (not the yellow underlined link)', () => {
    renderWithUi(
      <>
        <div className={careMode.red}>
          <ButtonLink href="/a" variant="primary">关怀版链接</ButtonLink>
          <Button variant="primary">关怀版按钮</Button>
        </div>
        <div className={highContrast}>
          <ButtonLink href="/b" variant="primary">高对比度链接</ButtonLink>
          <Button variant="primary">高对比度按钮</Button>
          <ButtonLink href="/c">高对比度次要链接</ButtonLink>
          <Button>高对比度次要按钮</Button>
        </div>
      </>,
    );
    const care = screen.getByRole('link', { name: '关怀版链接' });
    expect(getComputedStyle(care).minHeight).toBe('52px');
    expect(lookOf(care)).toEqual(lookOf(screen.getByRole('button', { name: '关怀版按钮' })));
    const contrast = screen.getByRole('link', { name: '高对比度链接' });
    expect(getComputedStyle(contrast).backgroundColor).toBe('rgb(255, 255, 0)');
    expect(getComputedStyle(contrast).color).toBe('rgb(0, 0, 0)');
    expect(lookOf(contrast)).toEqual(lookOf(screen.getByRole('button', { name: '高对比度按钮' })));
    expect(lookOf(screen.getByRole('link', { name: '高对比度次要链接' }))).toEqual(lookOf(screen.getByRole('button', { name: '高对比度次要按钮' })));
  });

  it('goes through the app’s link component, so a router navigates', async () => {
    const navigate = vi.fn();
    const RouterLink = forwardRef<HTMLAnchorElement, UiLinkProps>(function RouterLink({ href, children, ...rest }, ref) {
      return (
        <a
          ref={ref}
          href={href}
          data-router="yes"
          {...rest}
          onClick={(event) => {
            event.preventDefault();
            navigate(href);
          }}
        >
          {children}
        </a>
      );
    });
    renderWithUi(
      <ButtonLink href="/record/7">
        查看详情<VisuallyHidden>：顺达建材</VisuallyHidden>
      </ButtonLink>,
      { linkComponent: RouterLink },
    );
    const link = screen.getByRole('link', { name: spelt('查看详情：顺达建材') });
    expect(link).toHaveAttribute('data-router', 'yes');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/record/7');
  });

  it('downloads a file as a plain anchor, not through the router, and opens another site in a new window, saying so', () => {
    const RouterLink = forwardRef<HTMLAnchorElement, UiLinkProps>(function RouterLink({ href, children, ...rest }, ref) {
      return (
        <a ref={ref} href={href} data-router="yes" {...rest}>
          {children}
        </a>
      );
    });
    renderWithUi(
      <>
        <ButtonLink href="/api/report/1.pdf" download="信用报告.pdf" variant="primary">
          下载报告
        </ButtonLink>
        <ButtonLink href="https://www.creditchina.gov.cn/" newWindow>
          信用中国
        </ButtonLink>
      </>,
      { linkComponent: RouterLink },
    );
    const download = screen.getByRole('link', { name: '下载报告' });
    expect(download).toHaveAttribute('download', '信用报告.pdf');
    expect(download).not.toHaveAttribute('data-router');
    const external = screen.getByRole('link', { name: spelt('信用中国（在新窗口打开）') });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).not.toHaveAttribute('data-router');
  });

  it('with reloadDocument, is a plain anchor the browser follows itself (重新加载), never the router', () => {
    const RouterLink = forwardRef<HTMLAnchorElement, UiLinkProps>(function RouterLink({ href, children, ...rest }, ref) {
      return (
        <a ref={ref} href={href} data-router="yes" {...rest}>
          {children}
        </a>
      );
    });
    renderWithUi(
      <ButtonLink href="/credit-report?page=2" reloadDocument variant="primary">
        重新加载
      </ButtonLink>,
      { linkComponent: RouterLink },
    );
    const reload = screen.getByRole('link', { name: '重新加载' });
    expect(reload).toHaveAttribute('href', '/credit-report?page=2');
    expect(reload).not.toHaveAttribute('data-router');
  });
});
