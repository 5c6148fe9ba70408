import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { page } from 'vitest/browser';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TabMenu } from './TabMenu';
import { splitTabRows } from './splitTabRows';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';
import { excludedTab, externalTab, firstTabs } from '../../storybook/fixtures';

describe('splitTabRows', () => {
  it.each([
    [0, [0, 0]],
    [1, [1, 0]],
    [5, [5, 0]],
    [7, [7, 0]],
    [8, [7, 1]],
    [14, [7, 7]],
    [15, [8, 7]],
    [16, [8, 8]],
    [20, [10, 10]],
    [21, [11, 10]],
  ])('puts %i tabs into rows of %j', (count, rows) => {
    expect(splitTabRows(count)).toEqual(rows);
  });

  it('always keeps every tab and never puts more in the second row than in the first', () => {
    for (let n = 0; n <= 200; n += 1) {
      const [first, rest] = splitTabRows(n);
      expect(first + rest).toBe(n);
      expect(rest).toBeLessThanOrEqual(first);
      expect(first).toBe(n > 14 ? Math.ceil(n / 2) : Math.min(n, 7));
    }
  });
});

const rowCounts = () =>
  within(screen.getByRole('navigation', { name: '主导航' }))
    .getAllByRole('list')
    .map((list) => within(list).getAllByRole('listitem').length);

describe('TabMenu', () => {
  it('shows up to 7 tabs in one list', () => {
    renderWithUi(<TabMenu tabs={firstTabs(7)} />);
    expect(rowCounts()).toEqual([7]);
  });

  it('puts 7 tabs in the first row and the rest in a second list', () => {
    renderWithUi(<TabMenu tabs={firstTabs(12)} />);
    expect(rowCounts()).toEqual([7, 5]);
  });

  it('with 15 tabs puts 8 in the first row', () => {
    renderWithUi(<TabMenu tabs={firstTabs(15)} />);
    expect(rowCounts()).toEqual([8, 7]);
  });

  it('leaves out excluded (type 2) tabs and counts only the shown ones', () => {
    renderWithUi(<TabMenu tabs={[...firstTabs(14), excludedTab]} />);
    expect(screen.queryByRole('link', { name: '内部管理' })).toBeNull();
    expect(rowCounts()).toEqual([7, 7]);
  });

  it('marks the tab of the current page', () => {
    renderWithUi(<TabMenu tabs={firstTabs(7)} activeHref="/credit-dynamics" />);
    expect(screen.getByRole('link', { name: '信用动态' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');
  });

  it('renders internal tabs with the app’s link component', () => {
    const AppLink = vi.fn(({ href, children, ...rest }: { href: string; children?: ReactNode }) => (
      <a href={`#${href}`} data-app-link="" {...rest}>
        {children}
      </a>
    ));
    renderWithUi(<TabMenu tabs={firstTabs(3)} />, { linkComponent: AppLink });
    expect(screen.getByRole('link', { name: '政策法规' })).toHaveAttribute('href', '#/policies-regulations');
    expect(AppLink).toHaveBeenCalledTimes(3);
  });

  it('opens an external tab in a new tab when the app does not confirm', () => {
    renderWithUi(<TabMenu tabs={[externalTab]} />);
    const link = screen.getByRole('link', { name: /^信用中国\s*（在新窗口打开）$/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('hands an external tab to the app to confirm, by mouse or keyboard', async () => {
    const onExternalLink = vi.fn();
    const user = userEvent.setup();
    renderWithUi(<TabMenu tabs={[...firstTabs(2), externalTab]} onExternalLink={onExternalLink} />);
    const link = screen.getByRole('link', { name: /^信用中国\s*（外部链接）$/ });
    expect(link).not.toHaveAttribute('target');
    await user.click(link);
    expect(onExternalLink).toHaveBeenCalledWith(externalTab.href, expect.anything());
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onExternalLink).toHaveBeenCalledTimes(2);
  });

  it('lets the keyboard reach every tab in reading order', async () => {
    const user = userEvent.setup();
    renderWithUi(<TabMenu tabs={firstTabs(9)} />);
    const names: string[] = [];
    for (let i = 0; i < 9; i += 1) {
      await user.tab();
      names.push(document.activeElement?.textContent ?? '');
    }
    expect(names).toEqual(firstTabs(9).map((t) => t.name));
  });

  it('fits a 375 px phone screen with 20 tabs, without sideways scrolling', async () => {
    await page.viewport(375, 667);
    try {
      renderWithUi(<TabMenu tabs={firstTabs(20)} activeHref="/home" />);
      const nav = screen.getByRole('navigation', { name: '主导航' });
      expect(nav.getBoundingClientRect().width).toBeLessThanOrEqual(375);
      expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
      for (const link of screen.getAllByRole('link')) {
        expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(375.5);
      }
      expect(await axeViolations(nav)).toEqual([]);
    } finally {
      await page.viewport(1280, 800);
    }
  });

  it('keeps 7 tabs on one line on a 1280 px desktop', async () => {
    await page.viewport(1280, 800);
    renderWithUi(<TabMenu tabs={firstTabs(14)} />);
    const [first] = screen.getAllByRole('list');
    const tops = within(first!).getAllByRole('link').map((l) => Math.round(l.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
  });
});
