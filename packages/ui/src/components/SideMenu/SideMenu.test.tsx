import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SideMenu, defaultSideMenuStorageKey, type SideMenuStorage } from './SideMenu';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';
import { careMode } from '../../theme/careMode.css';

const items = [
  { id: 1, name: '新闻动态', href: '/free-trade-area/new' },
  { id: 2, name: '政策法规', href: '/free-trade-area-policy/law' },
  { id: 3, name: '信用公示', href: '/free-trade-area/publicity' },
];

function memoryStorage(initial: Record<string, string> = {}): SideMenuStorage & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return { values, getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

describe('SideMenu', () => {
  it('is a 230 px navigation named by its title, the current page marked', async () => {
    const { container } = renderWithUi(
      <SideMenu title="自贸区" items={items} activeHref="/free-trade-area-policy/law" storage={memoryStorage()} />,
    );
    const nav = screen.getByRole('navigation', { name: '自贸区' });
    expect(nav.getBoundingClientRect().width).toBe(230);
    expect(screen.getByRole('link', { name: '政策法规' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '新闻动态' })).not.toHaveAttribute('aria-current');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('in 关怀版 is as wide as the content it stands above (one column)', () => {
    renderWithUi(
      <div className={careMode.red} style={{ width: 600 }}>
        <SideMenu title="自贸区" items={items} storage={memoryStorage()} />
      </div>,
    );
    expect(screen.getByRole('navigation', { name: '自贸区' }).getBoundingClientRect().width).toBe(600);
  });

  it('collapses and expands with its button, which reports aria-expanded', async () => {
    const user = userEvent.setup();
    const onCollapsedChange = vi.fn();
    renderWithUi(
      <SideMenu title="自贸区" items={items} storage={memoryStorage()} onCollapsedChange={onCollapsedChange} />,
    );
    const toggle = screen.getByRole('button', { name: /栏目菜单/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).toBeNull();
    expect(onCollapsedChange).toHaveBeenLastCalledWith(true);
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('remembers the collapsed state in the given storage', async () => {
    const user = userEvent.setup();
    const storage = memoryStorage();
    const { unmount } = renderWithUi(<SideMenu title="自贸区" items={items} storage={storage} />);
    await user.click(screen.getByRole('button', { name: /栏目菜单/ }));
    expect(storage.values.get(defaultSideMenuStorageKey)).toBe('1');
    unmount();
    renderWithUi(<SideMenu title="自贸区" items={items} storage={storage} />);
    expect(screen.getByRole('button', { name: /栏目菜单/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('starts as told when nothing is remembered, and works without storage', () => {
    renderWithUi(<SideMenu title="自贸区" items={items} storage={null} defaultCollapsed />);
    expect(screen.getByRole('button', { name: /栏目菜单/ })).toHaveAttribute('aria-expanded', 'false');
  });
});
