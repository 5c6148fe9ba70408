import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteLinksMenu, groupSiteLinks } from './SiteLinksMenu';
import { sampleSiteLinkGroups } from './siteLinkFixtures';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';

describe('SiteLinksMenu', () => {
  it('offers one closed drop-down per group', async () => {
    const { container } = renderWithUi(<SiteLinksMenu groups={sampleSiteLinkGroups} />);
    expect(screen.getByRole('navigation', { name: '相关网站' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '市级信用网站' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: '区县信用网站' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('opens the ten city sites with the keyboard and goes through them with Tab', async () => {
    const user = userEvent.setup();
    renderWithUi(<SiteLinksMenu groups={sampleSiteLinkGroups} />);
    await user.tab();
    expect(screen.getByRole('button', { name: '市级信用网站' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: '市级信用网站' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('link')).toHaveLength(10);
    await user.tab();
    expect(screen.getByRole('link', { name: /信用福州/ })).toHaveFocus();
  });

  it('works in the server’s HTML before its script runs: the list shows while the focus is in its group', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SiteLinksMenu groups={sampleSiteLinkGroups} />);
    document.body.append(container);
    onTestFinished(() => container.remove());
    const menu = within(container);
    const button = menu.getByRole('button', { name: '区县信用网站' });
    button.focus();
    // A list shown by the focus is never announced as collapsed.
    expect(button).not.toHaveAttribute('aria-expanded');
    const links = menu.getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toBeVisible();
    links[0]!.focus();
    expect(links[0]).toBeVisible();
    links[0]!.blur();
    for (const link of links) expect(link).not.toBeVisible();

    // Once hydrated, the button alone opens it: the focus does not.
    const root = await act(async () => hydrateRoot(container, <SiteLinksMenu groups={sampleSiteLinkGroups} />));
    onTestFinished(() => act(() => root.unmount()));
    button.focus();
    expect(menu.queryAllByRole('link')).toEqual([]);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    renderWithUi(<SiteLinksMenu groups={sampleSiteLinkGroups} />);
    const button = screen.getByRole('button', { name: '区县信用网站' });
    await user.click(button);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('keeps one list open at a time and closes on a click elsewhere', async () => {
    const user = userEvent.setup();
    renderWithUi(
      <>
        <SiteLinksMenu groups={sampleSiteLinkGroups} />
        <p>页面正文</p>
      </>,
    );
    await user.click(screen.getByRole('button', { name: '市级信用网站' }));
    await user.click(screen.getByRole('button', { name: '区县信用网站' }));
    expect(screen.getByRole('button', { name: '市级信用网站' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('link')).toHaveLength(5);
    await user.click(screen.getByText('页面正文'));
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('hands each link to onExternalLink instead of following it', async () => {
    const user = userEvent.setup();
    const onExternalLink = vi.fn();
    renderWithUi(<SiteLinksMenu groups={sampleSiteLinkGroups} onExternalLink={onExternalLink} />);
    await user.click(screen.getByRole('button', { name: '区县信用网站' }));
    await user.click(screen.getByRole('link', { name: /南城区/ }));
    expect(onExternalLink).toHaveBeenCalledWith('http://nancheng.example.gov.cn/', expect.anything());
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('opens links in a new window without onExternalLink, and never links an unsafe address', async () => {
    const user = userEvent.setup();
    renderWithUi(
      <SiteLinksMenu
        groups={[
          {
            name: '其他网站',
            links: [
              { id: 1, name: '信用中国', url: 'https://www.creditchina.gov.cn/' },
              { id: 2, name: '失效链接', url: 'javascript:void(0)' },
            ],
          },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: '其他网站' }));
    expect(screen.getByRole('link', { name: /信用中国/ })).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('link', { name: /失效链接/ })).toBeNull();
    expect(screen.getByText('失效链接')).toBeVisible();
  });
});

describe('groupSiteLinks', () => {
  it('groups a flat list by its group name, in order of first appearance', () => {
    const groups = groupSiteLinks(
      [
        { id: 1, name: '信用福州', url: 'https://credit.fuzhou.gov.cn/', groupName: '市级信用网站' },
        { id: 2, name: '东城区', url: 'http://dongcheng.example.gov.cn/', groupName: '区县信用网站' },
        { id: 3, name: '信用厦门', url: 'https://credit.xm.gov.cn/', groupName: '市级信用网站' },
      ],
      (entry) => entry.groupName,
    );
    expect(groups.map((group) => [group.name, group.links.map((link) => link.name)])).toEqual([
      ['市级信用网站', ['信用福州', '信用厦门']],
      ['区县信用网站', ['东城区']],
    ]);
  });
});
