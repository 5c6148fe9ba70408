import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CompactHeaderProvider, CompactPanel } from './CompactHeader';
import { SiteHeader } from '../SiteHeader/SiteHeader';
import { TabMenu } from '../TabMenu/TabMenu';
import { SearchBar } from '../SearchBar/SearchBar';
import { firstTabs } from '../../storybook/fixtures';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';

function Header({ closeKey = '/home', search = true }: { closeKey?: string; search?: boolean }) {
  return (
    <CompactHeaderProvider slots={{ menu: ['account', 'nav'], search: search ? ['band'] : [] }} closeKey={closeKey}>
      <SiteHeader portalName="信用示例" loginHref="/login" />
      {search ? (
        <CompactPanel part="search" slot="band">
          <SearchBar requestCaptcha={async () => true} onSearch={() => {}} />
        </CompactPanel>
      ) : null}
      <CompactPanel part="menu" slot="nav">
        <TabMenu tabs={firstTabs(7)} activeHref="/home" />
      </CompactPanel>
    </CompactHeaderProvider>
  );
}

// The search band's own submit button is also 搜索: the toggle is the header's.
const toggle = (name: string) => within(screen.getByRole('banner')).getByRole('button', { name });

describe('CompactHeader on a phone', () => {
  afterEach(async () => {
    await page.viewport(1024, 768);
  });

  it('hides the menu, the account and the search behind 菜单 and 搜索, each naming the parts it controls', async () => {
    await page.viewport(390, 844);
    renderWithUi(<Header />);
    const menuButton = screen.getByRole('button', { name: '菜单' });
    const searchButton = toggle('搜索');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(searchButton).toHaveAccessibleName('搜索');
    expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull();
    expect(screen.queryByRole('link', { name: '登录' })).toBeNull();
    expect(screen.queryByRole('search')).toBeNull();
    const ids = menuButton.getAttribute('aria-controls')!.split(' ');
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(document.getElementById(id)).not.toBeNull();
    expect(document.getElementById(searchButton.getAttribute('aria-controls')!)).not.toBeNull();

    const user = userEvent.setup();
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeVisible();
    expect(screen.getByRole('link', { name: '登录' })).toBeVisible();
    expect(await axeViolations(document.body)).toEqual([]);

    // One part at a time: 搜索 closes the menu.
    await user.click(searchButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(searchButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('search')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull();
  });

  it('closes on Escape from inside the part and gives focus back to its button', async () => {
    await page.viewport(390, 844);
    renderWithUi(<Header />);
    const user = userEvent.setup();
    const menuButton = screen.getByRole('button', { name: '菜单' });
    menuButton.focus();
    await user.keyboard('{Enter}');
    screen.getByRole('link', { name: '登录' }).focus();
    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('closes what was open when the page changes', async () => {
    await page.viewport(390, 844);
    const { rerender } = renderWithUi(<Header closeKey="/home" />);
    await userEvent.setup().click(screen.getByRole('button', { name: '菜单' }));
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeVisible();
    rerender(<Header closeKey="/credit-dynamics" />);
    expect(screen.getByRole('button', { name: '菜单' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull();
  });

  it('has no 搜索 button where there is no search band', async () => {
    await page.viewport(390, 844);
    renderWithUi(<Header search={false} />);
    expect(screen.getByRole('button', { name: '菜单' })).toBeVisible();
    expect(screen.queryByRole('button', { name: '搜索' })).toBeNull();
  });

  it('draws no button and hides nothing on a wide screen', async () => {
    await page.viewport(1280, 800);
    renderWithUi(<Header />);
    expect(screen.queryByRole('button', { name: '菜单' })).toBeNull();
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeVisible();
    expect(screen.getByRole('link', { name: '登录' })).toBeVisible();
    expect(screen.getByRole('search')).toBeVisible();
  });

  it('leaves the parts as they are outside a provider', async () => {
    await page.viewport(390, 844);
    renderWithUi(
      <CompactPanel part="menu" slot="nav">
        <TabMenu tabs={firstTabs(7)} />
      </CompactPanel>,
    );
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeVisible();
  });
});
