import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { AdvertFloat, type AdvertFloatProps } from './AdvertFloat';
import { sampleFloatingAdverts, unsafeAdvert } from './advertFixtures';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';
import { layers } from '../../theme/layers';

const [first, second] = sampleFloatingAdverts as [(typeof sampleFloatingAdverts)[0], (typeof sampleFloatingAdverts)[0]];

/** The advert box around an image (where the transform is written). */
// Hidden ones too (an advert lying on a form is hidden).
const boxOf = (alt: string) => document.querySelector(`img[alt="${alt}"]`)!.closest('div') as HTMLElement;

const position = (element: HTMLElement) => {
  const match = /translate3d\(([-\d.]+)px, ([-\d.]+)px/.exec(element.style.transform);
  return { x: Number(match?.[1]), y: Number(match?.[2]) };
};

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** Start positions taken in turn (x, then y, of each advert). */
const sequence = (values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length]!;
};

function renderAdverts(props: Partial<AdvertFloatProps> = {}) {
  return renderWithUi(
    <AdvertFloat adverts={[first]} random={() => 0} reducedMotion={false} strip={false} width={120} {...props} />,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('AdvertFloat', () => {
  it('starts at the random position, between 10 and 1100 px', () => {
    renderAdverts({ random: () => 0 });
    expect(position(boxOf(first.alt))).toEqual({ x: 10, y: 10 });
  });

  it('moves 4 px right and 4 px down every 200 ms', () => {
    renderAdverts();
    const box = boxOf(first.alt);
    tick(199);
    expect(position(box)).toEqual({ x: 10, y: 10 });
    tick(1);
    expect(position(box)).toEqual({ x: 14, y: 14 });
    tick(400);
    expect(position(box)).toEqual({ x: 22, y: 22 });
  });

  it('bounces off the right and bottom edges of the window', () => {
    // random() = 1 asks for 1100 px, which is kept inside the window.
    renderAdverts({ random: () => 1 });
    const box = boxOf(first.alt);
    const start = position(box);
    const maxX = document.documentElement.clientWidth - box.offsetWidth;
    expect(start.x).toBeLessThanOrEqual(maxX);
    tick(200);
    tick(200);
    const after = position(box);
    expect(after.x).toBeLessThan(start.x + 8);
    tick(200);
    expect(position(box).x).toBe(after.x - 4);
    expect(position(box).y).toBeLessThan(after.y);
  });

  it('stays within the window for a whole minute', () => {
    renderAdverts({ random: () => 0.5 });
    const box = boxOf(first.alt);
    for (let i = 0; i < 300; i += 1) {
      tick(200);
      const { x, y } = position(box);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(document.documentElement.clientWidth);
      expect(y).toBeLessThanOrEqual(document.documentElement.clientHeight);
    }
  });

  it('pauses while the pointer is over an advert and moves on after', () => {
    renderAdverts();
    const box = boxOf(first.alt);
    fireEvent.mouseEnter(box);
    tick(1000);
    expect(position(box)).toEqual({ x: 10, y: 10 });
    fireEvent.mouseLeave(box);
    tick(200);
    expect(position(box)).toEqual({ x: 14, y: 14 });
  });

  it('pauses while its link or close button has keyboard focus', () => {
    renderAdverts();
    const box = boxOf(first.alt);
    act(() => screen.getByRole('link', { name: new RegExp(first.alt) }).focus());
    tick(1000);
    expect(position(box)).toEqual({ x: 10, y: 10 });
    act(() => screen.getByRole('button', { name: `关闭广告：${first.alt}` }).focus());
    tick(1000);
    expect(position(box)).toEqual({ x: 10, y: 10 });
    act(() => screen.getByRole('button', { name: `关闭广告：${first.alt}` }).blur());
    tick(200);
    expect(position(box)).toEqual({ x: 14, y: 14 });
  });

  it('pauses and resumes all adverts with the visible 暂停 / 继续 control', () => {
    renderAdverts({ adverts: [first, second], random: sequence([0, 0, 0.2, 0.2]) });
    const secondStart = position(boxOf(second.alt));
    fireEvent.click(screen.getByRole('button', { name: '暂停广告移动' }));
    tick(1000);
    expect(position(boxOf(first.alt))).toEqual({ x: 10, y: 10 });
    expect(position(boxOf(second.alt))).toEqual(secondStart);
    fireEvent.click(screen.getByRole('button', { name: '继续广告移动' }));
    tick(200);
    expect(position(boxOf(second.alt))).toEqual({ x: secondStart.x + 4, y: secondStart.y + 4 });
  });

  it('keeps each close button at its advert’s top right corner as it moves, on the layer above the page parts adverts pass under', () => {
    renderAdverts();
    const close = screen.getByRole('button', { name: `关闭广告：${first.alt}` });
    const box = boxOf(first.alt);
    expect(getComputedStyle(close).position).toBe('fixed');
    expect(Number(getComputedStyle(close).zIndex)).toBe(layers.advertControl);
    expect(Number(getComputedStyle(box).zIndex)).toBe(layers.advert);
    for (let i = 0; i < 3; i += 1) {
      const advert = box.getBoundingClientRect();
      const button = close.getBoundingClientRect();
      expect(Math.round(button.right)).toBe(Math.round(advert.right));
      expect(Math.round(button.top)).toBe(Math.round(advert.top));
      tick(200);
    }
  });

  it('never lets two adverts’ close buttons meet: asked to start at one place, the second starts clear of the first’s, and one that would come closer turns round', () => {
    // Both are asked for the same start (random() is always 0).
    renderAdverts({ adverts: [first, second] });
    const overlap = () => {
      const a = screen.getByRole('button', { name: `关闭广告：${first.alt}` }).getBoundingClientRect();
      const b = screen.getByRole('button', { name: `关闭广告：${second.alt}` }).getBoundingClientRect();
      return Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
    };
    expect(position(boxOf(first.alt))).toEqual({ x: 10, y: 10 });
    expect(overlap()).toBe(0);
    // A minute of moving, with bounces off the window's edges that send them towards each other.
    for (let i = 0; i < 300; i += 1) {
      tick(200);
      expect(overlap(), `after ${(i + 1) * 200} ms`).toBe(0);
    }
  });

  it('does not move at all with reduced motion, and offers no pause control', () => {
    renderAdverts({ reducedMotion: true });
    tick(2000);
    expect(position(boxOf(first.alt))).toEqual({ x: 10, y: 10 });
    expect(screen.queryByRole('button', { name: '暂停广告移动' })).toBeNull();
  });

  it('follows the system’s prefers-reduced-motion setting', () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('reduce'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    renderAdverts({ reducedMotion: undefined });
    tick(2000);
    expect(position(boxOf(first.alt))).toEqual({ x: 10, y: 10 });
    matchMedia.mockRestore();
  });

  it('removes an advert closed with its 关闭 button and tells the app', () => {
    const onClose = vi.fn();
    renderAdverts({ adverts: [first, second], onClose });
    fireEvent.click(screen.getByRole('button', { name: `关闭广告：${first.alt}` }));
    expect(screen.queryByRole('img', { name: first.alt })).toBeNull();
    expect(screen.getByRole('img', { name: second.alt })).toBeVisible();
    expect(onClose).toHaveBeenCalledWith(first);
  });

  it('leaves nothing behind once every advert is closed', () => {
    renderAdverts();
    fireEvent.click(screen.getByRole('button', { name: `关闭广告：${first.alt}` }));
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('links with http:// prepended, in a new window, and gives an unsafe address no link', () => {
    renderAdverts({ adverts: [first, unsafeAdvert] });
    const link = screen.getByRole('link', { name: new RegExp(first.alt) });
    expect(link).toHaveAttribute('href', 'http://www.example.gov.cn/zwgk/cxjs/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('img', { name: unsafeAdvert.alt }).closest('a')).toBeNull();
  });

  it('never takes room in the page layout', () => {
    const { container, rerender } = renderWithUi(
      <div>
        <p>正文</p>
      </div>,
    );
    const before = container.querySelector('p')!.getBoundingClientRect().top;
    rerender(
      <div>
        <AdvertFloat adverts={sampleFloatingAdverts} random={() => 0.3} reducedMotion={false} strip={false} />
        <p>正文</p>
      </div>,
    );
    const region = screen.getByRole('complementary', { name: '浮动广告' });
    // Out of the flow, and no stacking context of its own: its parts stand on the page's layers.
    expect(getComputedStyle(region).position).toBe('absolute');
    expect(getComputedStyle(region).zIndex).toBe('auto');
    expect(getComputedStyle(boxOf(first.alt)).position).toBe('fixed');
    expect(container.querySelector('p')!.getBoundingClientRect().top).toBe(before);
  });

  describe('never over the page’s forms, the focused control or the pointed one', () => {
    /** A form fixed to the window at the given place, with a field and a button. */
    const PageForm = ({ left, top, width = 220, height = 160 }: { left: number; top: number; width?: number; height?: number }) => (
      <form aria-label="线索举报" method="post" style={{ position: 'fixed', left, top, width, height, margin: 0 }}>
        <label>
          线索描述 <input name="description" />
        </label>
        <button type="button">提交</button>
      </form>
    );
    const rectOf = (element: Element) => element.getBoundingClientRect();
    const apart = (a: DOMRect, b: DOMRect) => a.right <= b.left || a.left >= b.right || a.bottom <= b.top || a.top >= b.bottom;
    const renderBeside = (form: { left: number; top: number; width?: number; height?: number }, props: Partial<AdvertFloatProps> = {}) =>
      renderWithUi(
        <>
          <PageForm {...form} />
          <AdvertFloat adverts={[first]} random={() => 0} reducedMotion={false} strip={false} width={120} {...props} />
        </>,
      );

    it('turns away from a form before it would touch it, and keeps moving', () => {
      // The advert starts at 10, 10 heading right and down, into the form's corner.
      renderBeside({ left: 190, top: 120 });
      const form = screen.getByRole('form', { name: '线索举报' });
      const box = boxOf(first.alt);
      const seen = new Set<string>();
      for (let i = 0; i < 300; i += 1) {
        tick(200);
        expect(apart(rectOf(box), rectOf(form)), `tick ${i}`).toBe(true);
        expect(box.style.visibility).toBe('');
        seen.add(box.style.transform);
      }
      expect(seen.size).toBeGreaterThan(100);
    });

    it('is hidden, with its close button, while it lies on a form (still, as with reduced motion), so a click there reaches the form', () => {
      renderBeside({ left: 0, top: 0, width: 400, height: 300 }, { reducedMotion: true });
      const box = boxOf(first.alt);
      const close = document.querySelector(`button[aria-label="关闭广告：${first.alt}"]`)!;
      expect(position(box)).toEqual({ x: 10, y: 10 });
      expect(getComputedStyle(box).visibility).toBe('hidden');
      expect(getComputedStyle(close).visibility).toBe('hidden');
      const field = screen.getByRole('textbox', { name: '线索描述' });
      const middle = rectOf(field);
      expect(document.elementFromPoint(middle.left + middle.width / 2, middle.top + middle.height / 2)).toBe(field);
      tick(2000);
      expect(position(box)).toEqual({ x: 10, y: 10 });
    });

    it('moves off a form it started on and shows again once clear of it', () => {
      renderBeside({ left: 0, top: 0, width: 200, height: 120 });
      const box = boxOf(first.alt);
      const form = screen.getByRole('form', { name: '线索举报' });
      expect(box.style.visibility).toBe('hidden');
      for (let i = 0; i < 100 && box.style.visibility === 'hidden'; i += 1) tick(200);
      expect(box.style.visibility).toBe('');
      expect(apart(rectOf(box), rectOf(form))).toBe(true);
    });

    it('hides at once when the control under it takes the focus, and never moves onto the focused one', () => {
      const { container } = renderWithUi(
        <>
          <button type="button" style={{ position: 'fixed', left: 40, top: 40, width: 60, height: 30 }}>
            我的融资申请
          </button>
          <AdvertFloat adverts={[first]} random={() => 0} reducedMotion={false} strip={false} width={120} />
        </>,
      );
      const box = boxOf(first.alt);
      expect(box.style.visibility).toBe('');
      const button = screen.getByRole('button', { name: '我的融资申请' });
      act(() => button.focus());
      // Before any tick: the focus event itself hid it.
      expect(box.style.visibility).toBe('hidden');
      // Off it, then never back onto it while it has the focus.
      for (let i = 0; i < 300; i += 1) {
        tick(200);
        if (box.style.visibility === '') expect(apart(rectOf(box), rectOf(button)), `tick ${i}`).toBe(true);
      }
      expect(box.style.visibility).toBe('');
      expect(container).toBeTruthy();
    });

    it('never drifts onto the control the pointer rests on', () => {
      renderWithUi(
        <>
          <a href="#apply" style={{ position: 'fixed', left: 200, top: 200, width: 96, height: 30 }}>
            我的融资申请
          </a>
          <AdvertFloat adverts={[first]} random={() => 0} reducedMotion={false} strip={false} width={120} />
        </>,
      );
      const link = screen.getByRole('link', { name: '我的融资申请' });
      const at = rectOf(link);
      fireEvent.pointerMove(link, { clientX: at.left + 10, clientY: at.top + 10 });
      const box = boxOf(first.alt);
      for (let i = 0; i < 300; i += 1) {
        tick(200);
        expect(apart(rectOf(box), at), `tick ${i}`).toBe(true);
      }
    });

    it('stays where the visitor points at it, even on a form', () => {
      renderBeside({ left: 190, top: 120 });
      const box = boxOf(first.alt);
      fireEvent.mouseEnter(box);
      tick(1000);
      expect(position(box)).toEqual({ x: 10, y: 10 });
      expect(box.style.visibility).toBe('');
    });
  });

  it('has no accessibility violations', async () => {
    vi.useRealTimers();
    renderAdverts({ adverts: sampleFloatingAdverts });
    expect(await axeViolations(document.body)).toEqual([]);
  });

  describe('on a narrow screen', () => {
    it('stands still in a strip of links that say what each advert is, with no pause control', () => {
      renderAdverts({ adverts: [first, second], strip: true });
      const strip = screen.getByRole('complementary', { name: '广告' });
      expect(strip.querySelectorAll('li')).toHaveLength(2);
      expect(screen.getByRole('link', { name: new RegExp(`^${first.alt}\\s*（在新窗口打开）$`) })).toHaveAttribute('target', '_blank');
      expect(screen.queryByRole('button', { name: '暂停广告移动' })).toBeNull();
      const before = strip.innerHTML;
      tick(1000);
      expect(strip.innerHTML).toBe(before);
    });

    it('closes each advert, and the strip goes once all are closed', () => {
      const onClose = vi.fn();
      renderAdverts({ adverts: [first, second], strip: true, onClose });
      fireEvent.click(screen.getByRole('button', { name: `关闭广告：${first.alt}` }));
      expect(onClose).toHaveBeenCalledWith(first);
      expect(screen.queryByText(first.alt)).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: `关闭广告：${second.alt}` }));
      expect(screen.queryByRole('complementary')).toBeNull();
    });

    it('has no accessibility violations', async () => {
      vi.useRealTimers();
      renderAdverts({ adverts: [first, second], strip: true });
      expect(await axeViolations(document.body)).toEqual([]);
    });
  });
});
