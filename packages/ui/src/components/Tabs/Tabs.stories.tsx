import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Tabs } from './Tabs';

const SECTIONS = [
  { value: 'permits', label: '行政许可', count: 12, text: '食品经营许可证 JY13503020012345，示例市东城区市场监督管理局，2026-05-12。' },
  { value: 'penalties', label: '行政处罚', count: 2, text: '示例市西城区生态环境局 示环罚〔2026〕18号，罚款 2 万元。' },
  { value: 'redList', label: '红名单', count: 1, text: 'A 级纳税人，国家税务总局示例市税务局，2026-04-01。' },
  { value: 'blackList', label: '黑名单', count: 0, text: '' },
] as const;

interface DemoProps {
  /** The chosen tab in the address: each tab is a link to its own address (works without JavaScript). */
  withAddresses?: boolean;
  initial?: string;
}

function TabsDemo({ withAddresses = false, initial = 'permits' }: DemoProps) {
  const [value, setValue] = useState(initial);
  return (
    <Tabs.Root value={value} onValueChange={setValue} activationMode={withAddresses ? 'manual' : 'automatic'}>
      <Tabs.List label="信用记录">
        {SECTIONS.map((section) => (
          <Tabs.Trigger key={section.value} value={section.value} href={withAddresses ? `?tab=${section.value}` : undefined}>
            {section.label}（{section.count}）
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {SECTIONS.map((section) => (
        <Tabs.Content key={section.value} value={section.value}>
          <p style={{ margin: 0 }}>{section.text || '暂无记录'}</p>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

const meta = {
  title: '组件/Tabs 标签页',
  component: TabsDemo,
} satisfies Meta<typeof TabsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first tab chosen; the others are buttons. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: '信用记录' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '行政许可（12）' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: '行政许可（12）' })).toHaveTextContent('食品经营许可证');
  },
};

/** Arrow keys move between tabs and show each one's panel. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '行政许可（12）' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '行政处罚（2）' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: '行政处罚（2）' })).toHaveTextContent('示环罚');
  },
};

/** The chosen tab lives in the address: each tab is a link, and choosing one changes the panel without leaving the page. */
export const InTheAddress: Story = {
  args: { withAddresses: true, initial: 'redList' },
  play: async ({ canvas }) => {
    const black = canvas.getByRole('tab', { name: '黑名单（0）' });
    await expect(black).toHaveAttribute('href', '?tab=blackList');
    await expect(canvas.getByRole('tab', { name: '红名单（1）' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(black);
    await expect(black).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: '黑名单（0）' })).toHaveTextContent('暂无记录');
  },
};

/** On a phone the tabs wrap onto more rows instead of scrolling sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
