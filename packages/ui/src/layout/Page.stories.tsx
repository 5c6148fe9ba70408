import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ExamplePage } from './pageExample';
import { elderMode } from '../storybook/elderMode';

/**
 * A whole page composed from the layout primitives and the components: how a designer's layout
 * becomes a page without styles of its own. Try it in the phone viewport and in 关怀版.
 */
const meta = {
  title: '布局 Layout/示例页面 Example page',
  component: ExamplePage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ExamplePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '企业信用信息' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: '基本信息' })).toBeInTheDocument();
    const menu = canvas.getByRole('navigation', { name: '信用服务' }).getBoundingClientRect();
    const basic = canvas.getByRole('region', { name: '基本信息' }).getBoundingClientRect();
    // The menu beside the content on a desktop; above it in 关怀版 (one column at every width).
    if (globals.mode === 'care') await expect(basic.top).toBeGreaterThan(menu.bottom);
    else await expect(basic.left).toBeGreaterThan(menu.right);
  },
};

/** On a phone: the menu above the content, one column of facts and cards, the actions one per line. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const menu = canvas.getByRole('navigation', { name: '信用服务' }).getBoundingClientRect();
    const basic = canvas.getByRole('region', { name: '基本信息' }).getBoundingClientRect();
    await expect(basic.top).toBeGreaterThan(menu.bottom);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** 关怀版 on a desktop: one column at every width, 24 px words. */
export const ElderMode: Story = {
  globals: { ...elderMode, viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: '信用服务' }).getBoundingClientRect();
    const basic = canvas.getByRole('region', { name: '基本信息' }).getBoundingClientRect();
    await expect(basic.top).toBeGreaterThan(menu.bottom);
  },
};
