import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './Tabs';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';

function Demo({ value, onValueChange, links = false }: { value: string; onValueChange?: (value: string) => void; links?: boolean }) {
  // In a landmark, as on a page (axe's region rule).
  return (
    <main>
    <Tabs.Root value={value} onValueChange={onValueChange} activationMode="manual">
      <Tabs.List label="信用记录">
        <Tabs.Trigger value="permits" href={links ? '/archive?tab=permits' : undefined}>
          行政许可
        </Tabs.Trigger>
        <Tabs.Trigger value="penalties" href={links ? '/archive?tab=penalties' : undefined}>
          行政处罚
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="permits">许可记录</Tabs.Content>
      <Tabs.Content value="penalties">处罚记录</Tabs.Content>
    </Tabs.Root>
    </main>
  );
}

describe('Tabs', () => {
  it('shows only the chosen tab’s panel, named by its tab', async () => {
    renderWithUi(<Demo value="penalties" />);
    expect(screen.getByRole('tab', { name: '行政处罚' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: '行政处罚' })).toHaveTextContent('处罚记录');
    expect(screen.queryByText('许可记录')).toBeNull();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('makes each tab a link to its address when given one, with no axe violations', async () => {
    renderWithUi(<Demo value="permits" links />);
    const penalties = screen.getByRole('tab', { name: '行政处罚' });
    expect(penalties.tagName).toBe('A');
    expect(penalties).toHaveAttribute('href', '/archive?tab=penalties');
    expect(penalties).not.toHaveAttribute('type');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('asks the caller to change the tab on a plain click of a link, and holds back the link’s own navigation', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const clicks: boolean[] = [];
    renderWithUi(<Demo value="permits" links onValueChange={onValueChange} />);
    const penalties = screen.getByRole('tab', { name: '行政处罚' });
    // On the document: after React's own handler at the root.
    const record = (event: Event) => clicks.push(event.defaultPrevented);
    document.addEventListener('click', record);
    await user.click(penalties);
    expect(onValueChange).toHaveBeenCalledWith('penalties');
    expect(clicks).toEqual([true]);
    document.removeEventListener('click', record);
  });

  it('chooses a tab with Enter after the arrow keys moved to it (manual activation)', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithUi(<Demo value="permits" onValueChange={onValueChange} links />);
    await user.click(screen.getByRole('tab', { name: '行政许可' }));
    onValueChange.mockClear();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '行政处罚' })).toHaveFocus();
    // One tab stop: the tab the focus is on.
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, 0]);
    expect(onValueChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('penalties');
  });

  it('renders on the server without an inline style (a strict CSP refuses them), each link in the tab order', () => {
    const html = renderToString(<Demo value="penalties" links />);
    expect(html).toContain('role="tabpanel"');
    expect(html).toContain('处罚记录');
    expect(html).not.toMatch(/style=/);
    // Without JavaScript each tab is a link the keyboard reaches.
    expect(html.match(/<a [^>]*tabindex="0"/g)).toHaveLength(2);
  });
});
