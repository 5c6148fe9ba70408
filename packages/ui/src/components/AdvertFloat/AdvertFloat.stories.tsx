import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers';
import { AdvertFloat } from './AdvertFloat';
import { sampleFloatingAdverts, unsafeAdvert } from './advertFixtures';

// Fixed start positions, so every run of a story looks the same.
const seeded = (values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length]!;
};

const meta = {
  title: '组件/AdvertFloat 浮动广告',
  component: AdvertFloat,
  // In the docs page each story gets its own frame, so the fixed adverts stay inside it.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 480 } } },
  args: {
    adverts: sampleFloatingAdverts,
    random: seeded([0.05, 0.1, 0.3, 0.25]),
    onClose: fn(),
  },
  render: (args) => (
    <div style={{ minHeight: 480, padding: 16 }}>
      <p style={{ margin: 0 }}>示例市公共信用信息平台：浮动广告在窗口内移动，碰到窗口边缘即反弹。</p>
      <AdvertFloat {...args} />
    </div>
  ),
} satisfies Meta<typeof AdvertFloat>;

export default meta;
type Story = StoryObj<typeof meta>;

const transformOf = (element: Element | null) => (element as HTMLElement | null)?.style.transform ?? '';

/** Two adverts drifting 4 px every 200 ms. */
export const Moving: Story = {
  args: { reducedMotion: false },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('img', { name: sampleFloatingAdverts[0]!.alt }).closest('div');
    const start = transformOf(box);
    await waitFor(() => expect(transformOf(box)).not.toBe(start), { timeout: 1000 });
  },
};

/** The visible control stops all of them (WCAG 2.2.2). */
export const PausedByVisitor: Story = {
  args: { reducedMotion: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '暂停广告移动' }));
    await expect(canvas.getByRole('button', { name: '继续广告移动' })).toBeVisible();
  },
};

/** With prefers-reduced-motion the adverts stay where they are and no control is needed. */
export const ReducedMotion: Story = { args: { reducedMotion: true } };

export const OneClosed: Story = {
  args: { reducedMotion: false },
  play: async ({ canvas, args }) => {
    const advert = sampleFloatingAdverts[0]!;
    await userEvent.click(canvas.getByRole('button', { name: `关闭广告：${advert.alt}` }));
    await expect(canvas.queryByRole('img', { name: advert.alt })).toBeNull();
    await expect(args.onClose).toHaveBeenCalledWith(advert);
  },
};

/** An advert whose address is not http, https, mailto or tel shows without a link. */
export const UnsafeAddress: Story = {
  args: { adverts: [unsafeAdvert], reducedMotion: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: unsafeAdvert.alt }).closest('a')).toBeNull();
  },
};

/** On a phone (below 768 px) they never float over the page: a strip at its foot, each advert closable. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { width: 140, reducedMotion: false },
};

/** The narrow screen's strip at any width, as a phone shows it. */
export const Strip: Story = {
  args: { strip: true },
  play: async ({ canvas, args }) => {
    const advert = sampleFloatingAdverts[0]!;
    await expect(canvas.getByRole('complementary', { name: '广告' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `关闭广告：${advert.alt}` }));
    await expect(canvas.queryByText(advert.alt)).toBeNull();
    await expect(args.onClose).toHaveBeenCalledWith(advert);
  },
};

/**
 * The page's parts on `layers.aboveAdverts` (the search box, the tab menu, the page's title) stay above a
 * floating advert that drifts over them; the rest of the page is under it. The advert's 关闭 stays above
 * them all, so it can be closed wherever it shows.
 */
export const UnderThePageTitle: Story = {
  args: { adverts: [sampleFloatingAdverts[0]!], reducedMotion: true, random: () => 0 },
  render: (args) => (
    <div style={{ minHeight: 480 }}>
      <h1 style={{ position: 'relative', zIndex: layers.aboveAdverts, margin: 0, padding: 16, background: vars.color.surface }}>信用动态</h1>
      <p style={{ margin: 0, padding: 16 }}>页面的其他内容在浮动广告之下。</p>
      <AdvertFloat {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1 });
    const advert = canvas.getByRole('img', { name: sampleFloatingAdverts[0]!.alt }).closest('div')!;
    // The advert starts at the window's corner (10 px in), under the title.
    await waitFor(() => expect(advert.getBoundingClientRect().top).toBeLessThan(title.getBoundingClientRect().bottom));
    const box = title.getBoundingClientRect();
    const spot = advert.getBoundingClientRect();
    const x = Math.max(box.left, spot.left) + 4;
    const y = Math.max(box.top, spot.top) + 4;
    await expect(title.contains(document.elementFromPoint(x, y))).toBe(true);
    const close = canvas.getByRole('button', { name: `关闭广告：${sampleFloatingAdverts[0]!.alt}` }).getBoundingClientRect();
    await expect(close.top).toBeLessThan(box.bottom);
    await expect(document.elementFromPoint(close.left + close.width / 2, close.top + close.height / 2)).toBe(canvas.getByRole('button', { name: `关闭广告：${sampleFloatingAdverts[0]!.alt}` }));
  },
};

/**
 * Beside a form: the adverts turn away before they would touch it (or the focused control, or the one
 * under the pointer), and one that comes to lie on it anyway (the page scrolled, it started there) is
 * hidden until it is off it again, so no click meant for the form lands on an advert.
 */
export const BesideAForm: Story = {
  args: { reducedMotion: false, random: seeded([0.02, 0.02, 0.3, 0.05]) },
  render: (args) => (
    <div style={{ minHeight: 480, padding: 16 }}>
      <form aria-label="线索举报" method="post" style={{ maxWidth: 360, marginLeft: 160, display: 'grid', gap: 8 }}>
        <label>
          被举报对象名称 <input name="targetName" />
        </label>
        <label>
          线索描述 <textarea name="description" rows={3} />
        </label>
        <button type="button">提交</button>
      </form>
      <AdvertFloat {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const form = canvas.getByRole('form', { name: '线索举报' });
    const field = canvas.getByRole('textbox', { name: '线索描述' });
    await userEvent.click(field);
    // For two seconds of movement, the middle of the field is the field.
    const deadline = Date.now() + 2000;
    while (Date.now() < deadline) {
      const box = field.getBoundingClientRect();
      await expect(canvasElement.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)).toBe(field);
      const area = form.getBoundingClientRect();
      await expect(canvasElement.ownerDocument.elementFromPoint(area.left + 4, area.top + 4)?.closest('form')).toBe(form);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  },
};
