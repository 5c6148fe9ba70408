import {
  forwardRef,
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
} from 'react';
import { normaliseAdvertUrl } from '../../links/safeUrl';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { useMediaQuery, useReducedMotion } from './useReducedMotion';
import * as styles from './AdvertFloat.css';
import { breakpointWidths, media } from '../../theme/tokens';

/** An advertisement image (spec §3: picture, url; position '1' floats). */
export interface Advert {
  id: string | number;
  imageSrc: string;
  /** What the image says, e.g. 诚信建设万里行. */
  alt: string;
  /** Where it leads; without a scheme http:// is prepended; unsafe addresses give no link. */
  href?: string | null;
}

/** Spec §4 and §9: every 200 ms, 4 px in both directions; start between 10 and 1100 px. */
export const ADVERT_MOVE_INTERVAL_MS = 200;
export const ADVERT_MOVE_STEP_PX = 4;
export const ADVERT_START_MIN_PX = 10;
export const ADVERT_START_MAX_PX = 1100;

export interface AdvertFloatLabels {
  /** Accessible name of the adverts' landmark. */
  region: string;
  /** Visible text of each advert's close button; its name adds the advert's alt. */
  close: string;
  /** Between 关闭 and the alt, for screen readers. */
  closeSuffix: string;
  pause: string;
  play: string;
  newWindow: string;
  /** Accessible name of the adverts' landmark on a narrow screen, where they stand still in a strip. */
  strip: string;
}

export const defaultAdvertFloatLabels: AdvertFloatLabels = {
  region: '浮动广告',
  close: '关闭',
  closeSuffix: '广告：',
  pause: '暂停广告移动',
  play: '继续广告移动',
  newWindow: '（在新窗口打开）',
  strip: '广告',
};

/** Below this width (CSS px, the theme's `md`) the adverts never float over the page: they stand in a strip at its foot. */
export const ADVERT_STRIP_BELOW_PX = breakpointWidths.md;

export interface AdvertFloatProps {
  adverts: readonly Advert[];
  /** Width of each advert in px; the height follows the image. Default 180. */
  width?: number;
  intervalMs?: number;
  stepPx?: number;
  /** Source of the random start positions; inject a fixed one for tests and stories. */
  random?: () => number;
  /** Overrides `prefers-reduced-motion` (true: never move). */
  reducedMotion?: boolean;
  /** Overrides the screen width: true shows the narrow screen's strip, false the floating adverts. */
  strip?: boolean;
  /** After the visitor closed an advert. */
  onClose?: (advert: Advert) => void;
  labels?: Partial<AdvertFloatLabels>;
  className?: string;
}

interface Motion {
  x: number;
  y: number;
  dx: 1 | -1;
  dy: 1 | -1;
}

interface Size {
  width: number;
  height: number;
}

const translate = ({ x, y }: Motion) => `translate3d(${x}px, ${y}px, 0)`;

/** The close button's place: the advert's top right corner, moved back by the button's own width. */
const translateClose = ({ x, y }: Motion, advertWidth: number) => `translate3d(${x + advertWidth}px, ${y}px, 0) translateX(-100%)`;

/**
 * Room kept around each close button (CSS px, more than the button's 44 × 24): two adverts' close
 * buttons never meet, so neither covers the other.
 */
const CLOSE_ROOM = { width: 64, height: 36 };

/** How much two adverts' close-button rooms overlap (an area; 0: apart). */
const closeOverlap = (a: Motion, aWidth: number, b: Motion, bWidth: number) => {
  const ax = a.x + aWidth - CLOSE_ROOM.width;
  const bx = b.x + bWidth - CLOSE_ROOM.width;
  const width = Math.min(ax, bx) + CLOSE_ROOM.width - Math.max(ax, bx);
  const height = Math.min(a.y, b.y) + CLOSE_ROOM.height - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
};

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), Math.max(max, 0));

/**
 * The first place for an advert of `size`, row by row from the window's top left in steps of a close
 * button's room, that `fits` (undefined: the window has no such place).
 */
function firstOnGrid(size: Size, vw: number, vh: number, fits: (place: Motion) => boolean): Motion | undefined {
  for (let y = 0; y <= Math.max(vh - size.height, 0); y += CLOSE_ROOM.height) {
    for (let x = 0; x <= Math.max(vw - size.width, 0); x += CLOSE_ROOM.width) {
      const candidate: Motion = { x, y, dx: 1, dy: 1 };
      if (fits(candidate)) return candidate;
    }
  }
  return undefined;
}

/** A rectangle of the window, in CSS px. */
interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Room an advert keeps from a form, the focused control and the control under the pointer (CSS px). */
const KEEP_OUT_ROOM = 8;
/** Room an advert keeps around the pointer itself, wherever it rests outside the adverts (CSS px). */
const POINTER_ROOM = 16;

/** What a visitor points at to use it: the part under the pointer an advert must stay off. */
const CONTROL = 'a[href], button, input, select, textarea, label, summary, [role="button"], [role="link"], [role="tab"], [role="menuitem"], [tabindex]:not([tabindex="-1"])';

const boxOfMotion = ({ x, y }: { x: number; y: number }, size: Size): Box => ({ left: x, top: y, right: x + size.width, bottom: y + size.height });

const grown = (rect: DOMRect, room: number): Box | null =>
  rect.width > 0 && rect.height > 0 ? { left: rect.left - room, top: rect.top - room, right: rect.right + room, bottom: rect.bottom + room } : null;

const meets = (box: Box, boxes: readonly Box[]) => boxes.some((other) => box.left < other.right && box.right > other.left && box.top < other.bottom && box.bottom > other.top);

/** Where the pointer last was, and what it was over (null: off the page, or not yet moved). */
interface Pointer {
  x: number;
  y: number;
  target: Element | null;
}

/**
 * The parts of the page a floating advert must never lie over, as rectangles of the window: every form
 * (whole, with its labels, messages and buttons), the control that has the focus, and, where the pointer
 * rests outside the adverts, the pointer and the control under it. Read afresh each time (the page
 * scrolls and changes under the fixed adverts); nothing inside the adverts' own region counts.
 */
function keepOutBoxes(region: Element | null, pointer: Pointer | null): Box[] {
  const boxes: Box[] = [];
  const mine = (element: Element) => region !== null && region.contains(element);
  for (const form of Array.from(document.forms)) {
    if (mine(form)) continue;
    const box = grown(form.getBoundingClientRect(), KEEP_OUT_ROOM);
    if (box) boxes.push(box);
  }
  const focused = document.activeElement;
  if (focused && focused !== document.body && focused !== document.documentElement && !mine(focused)) {
    const box = grown(focused.getBoundingClientRect(), KEEP_OUT_ROOM);
    if (box) boxes.push(box);
  }
  if (pointer && pointer.target && !mine(pointer.target)) {
    boxes.push({ left: pointer.x - POINTER_ROOM, top: pointer.y - POINTER_ROOM, right: pointer.x + POINTER_ROOM, bottom: pointer.y + POINTER_ROOM });
    const control = pointer.target.closest(CONTROL);
    const box = control && grown(control.getBoundingClientRect(), KEEP_OUT_ROOM);
    if (box) boxes.push(box);
  }
  return boxes;
}

/** How many random start places an advert tries before it starts hidden on a form (and moves off it). */
const START_TRIES = 12;

const readViewport = (): Size => ({
  width: document.documentElement.clientWidth || window.innerWidth,
  height: document.documentElement.clientHeight || window.innerHeight,
});

/**
 * Floating advertisements (spec §2, §4): below 768 px wide they stand still in a strip that ends the
 * page, in its flow (so it never covers what a visitor reads), each closable.
 * Wider, each drifts 4 px every 200 ms in both directions and
 * bounces off the window edges, pausing while hovered or focused. A visible control pauses
 * all of them (WCAG 2.2.2); with reduced motion they stay still. Each can be closed. They are
 * `position: fixed` and move by `transform`, so the page's layout never shifts; per tick the
 * page's forms and the focused control are measured (a few rectangles), then only transforms are
 * written; the adverts' own sizes are read on resize only.
 *
 * An advert never lies where the visitor works (WCAG 2.4.11, and so that no click meant for the page
 * lands on it): it turns away from every form, the focused control and the control under the pointer
 * before it would touch them, and one they come under anyway (the page scrolls, the focus moves, it
 * started there, it is paused or still) is hidden until it is off them again. The one the visitor is
 * pointing at or has focused stays: that is the advert they mean.
 */
export const AdvertFloat = forwardRef<HTMLElement, AdvertFloatProps>(function AdvertFloat(
  {
    adverts,
    width = 180,
    intervalMs = ADVERT_MOVE_INTERVAL_MS,
    stepPx = ADVERT_MOVE_STEP_PX,
    random = Math.random,
    reducedMotion: reducedMotionOverride,
    strip: stripOverride,
    onClose,
    labels: labelOverrides,
    className,
  },
  ref,
) {
  const labels = { ...defaultAdvertFloatLabels, ...labelOverrides };
  const reducedMotion = useReducedMotion(reducedMotionOverride);
  // On a phone a floating advert would cover half the page: there they stand still at the page's foot.
  const strip = useMediaQuery(media.below('md'), stripOverride);
  const [closed, setClosed] = useState<ReadonlySet<Advert['id']>>(() => new Set());
  const [allPaused, setAllPaused] = useState(false);

  const motions = useRef(new Map<Advert['id'], Motion>());
  const sizes = useRef(new Map<Advert['id'], Size>());
  const elements = useRef(new Map<Advert['id'], HTMLElement>());
  const closeButtons = useRef(new Map<Advert['id'], HTMLElement>());
  const held = useRef(new Set<Advert['id']>());
  const hidden = useRef(new Set<Advert['id']>());
  const viewport = useRef<Size | null>(null);
  const regionRef = useRef<HTMLElement | null>(null);
  const pointer = useRef<Pointer | null>(null);
  const setRegion = useCallback(
    (element: HTMLElement | null) => {
      regionRef.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  const keepOut = () => keepOutBoxes(regionRef.current, pointer.current);

  const shown = adverts.filter((advert) => !closed.has(advert.id));

  const viewportSize = () => {
    if (!viewport.current) viewport.current = readViewport();
    return viewport.current;
  };
  const sizeOf = (id: Advert['id']): Size => sizes.current.get(id) ?? { width, height: width / 2 };

  // The start position (spec §4): random between 10 and 1100 px on both axes, kept on screen.
  // Created once per advert, on its first render, and only moved by the timer afterwards, so
  // a re-render (closing another advert, pausing) writes the position the advert already has.
  const motionOf = (advert: Advert): Motion => {
    let motion = motions.current.get(advert.id);
    if (!motion) {
      const span = ADVERT_START_MAX_PX - ADVERT_START_MIN_PX;
      const { width: vw, height: vh } = viewportSize();
      const size = sizeOf(advert.id);
      const place = () => ({
        x: clamp(ADVERT_START_MIN_PX + random() * span, vw - size.width),
        y: clamp(ADVERT_START_MIN_PX + random() * span, vh - size.height),
        dx: 1 as const,
        dy: 1 as const,
      });
      // Never where its close button would meet another advert's (one would cover the other), and off
      // the page's forms where a few tries find such a place.
      const others = shown.flatMap((other) => {
        const theirs = other.id === advert.id ? undefined : motions.current.get(other.id);
        return theirs ? [{ motion: theirs, width: sizeOf(other.id).width }] : [];
      });
      const apart = (candidate: Motion) => others.every((other) => closeOverlap(candidate, size.width, other.motion, other.width) === 0);
      const avoid = typeof document === 'undefined' ? [] : keepOut();
      let firstApart: Motion | undefined;
      for (let tries = 0; tries < START_TRIES; tries += 1) {
        const candidate = place();
        if (!apart(candidate)) continue;
        firstApart ??= candidate;
        if (!meets(boxOfMotion(candidate, size), avoid)) {
          motion = candidate;
          break;
        }
      }
      motion ??= firstApart ?? firstOnGrid(size, vw, vh, apart) ?? place();
      motions.current.set(advert.id, motion);
    }
    return motion;
  };

  // The adverts' own sizes, measured by the browser when they change (never read per tick).
  const observer = useRef<ResizeObserver | null>(null);
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const resizeObserver = new ResizeObserver((entries) => {
      for (const entry of entries) {
        const advertId = [...elements.current.entries()].find(([, el]) => el === entry.target)?.[0];
        if (advertId === undefined) continue;
        const box = entry.borderBoxSize?.[0];
        sizes.current.set(advertId, {
          width: box ? box.inlineSize : entry.contentRect.width,
          height: box ? box.blockSize : entry.contentRect.height,
        });
      }
    });
    observer.current = resizeObserver;
    for (const element of elements.current.values()) resizeObserver.observe(element);
    return () => {
      resizeObserver.disconnect();
      observer.current = null;
    };
  }, []);

  useEffect(() => {
    const onResize = () => {
      viewport.current = readViewport();
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const registerElement = useCallback((id: Advert['id'], element: HTMLElement | null) => {
    const previous = elements.current.get(id);
    if (previous && previous !== element) observer.current?.unobserve(previous);
    if (element) {
      elements.current.set(id, element);
      observer.current?.observe(element);
      if (hidden.current.has(id)) element.style.visibility = 'hidden';
    } else {
      elements.current.delete(id);
    }
  }, []);

  /** Hides an advert (and its close button) while it lies on a part of the page kept clear, shows it again after. */
  const conceal = (id: Advert['id'], hide: boolean) => {
    if (hide === hidden.current.has(id)) return;
    if (hide) hidden.current.add(id);
    else hidden.current.delete(id);
    const value = hide ? 'hidden' : '';
    const element = elements.current.get(id);
    if (element) element.style.visibility = value;
    const closeButton = closeButtons.current.get(id);
    if (closeButton) closeButton.style.visibility = value;
  };

  /** Every advert where it is now: hidden while it lies on a form, the focused control or the pointed one. */
  const refresh = (avoid: readonly Box[] = keepOut()) => {
    for (const id of elements.current.keys()) {
      const motion = motions.current.get(id);
      if (!motion) continue;
      // The advert the visitor points at or has focused is the one they mean: it stays.
      conceal(id, !held.current.has(id) && meets(boxOfMotion(motion, sizeOf(id)), avoid));
    }
  };

  // The keep-clear parts change with the focus (at once, before the next paint), the pointer and scrolling.
  const floating = !strip && shown.length > 0;
  useEffect(() => {
    if (!floating) return;
    let frame = 0;
    const later = () => {
      if (frame === 0) frame = requestAnimationFrame(() => {
        frame = 0;
        refresh();
      });
    };
    const now = () => refresh();
    const onPointer = (event: PointerEvent) => {
      pointer.current = { x: event.clientX, y: event.clientY, target: event.target instanceof Element ? event.target : null };
      later();
    };
    const onPointerOut = (event: PointerEvent) => {
      // Off the window: nothing is pointed at.
      if (event.relatedTarget === null) {
        pointer.current = null;
        later();
      }
    };
    document.addEventListener('focusin', now);
    document.addEventListener('focusout', later);
    document.addEventListener('pointermove', onPointer, { passive: true });
    document.addEventListener('pointerdown', onPointer, { passive: true });
    document.addEventListener('pointerout', onPointerOut, { passive: true });
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    refresh();
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      document.removeEventListener('focusin', now);
      document.removeEventListener('focusout', later);
      document.removeEventListener('pointermove', onPointer);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('pointerout', onPointerOut);
      window.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
    };
    // refresh only reads refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [floating]);

  const moving = !strip && !reducedMotion && !allPaused && shown.length > 0;

  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(() => {
      const { width: vw, height: vh } = viewportSize();
      // Measured once per tick, before any advert is moved (no layout between the writes).
      const avoid = keepOut();
      for (const [id, element] of elements.current) {
        if (held.current.has(id)) continue;
        const motion = motions.current.get(id);
        if (!motion) continue;
        const size = sizeOf(id);
        const maxX = vw - size.width;
        const maxY = vh - size.height;
        const stepTo = (dx: 1 | -1, dy: 1 | -1): Motion => ({ dx, dy, x: clamp(motion.x + dx * stepPx, maxX), y: clamp(motion.y + dy * stepPx, maxY) });
        // …and never onto another advert's close button, so that neither covers the other's: a step that
        // would bring the two closer together is not taken.
        const nearer = (next: Motion) =>
          [...motions.current].some(([other, theirs]) => {
            if (other === id || !elements.current.has(other)) return false;
            const theirWidth = sizeOf(other).width;
            const now = closeOverlap(motion, size.width, theirs, theirWidth);
            const then = closeOverlap(next, size.width, theirs, theirWidth);
            return then > 0 && then >= now;
          });
        // An advert clear of the page's forms, the focused and the pointed control stays clear: it turns
        // away before it would touch one (on one axis, the other, or both). One lying on one (hidden)
        // moves straight on until it is off.
        const clear = !meets(boxOfMotion(motion, size), avoid);
        const turns: [1 | -1, 1 | -1][] = [
          [motion.dx, motion.dy],
          [motion.dx === 1 ? -1 : 1, motion.dy],
          [motion.dx, motion.dy === 1 ? -1 : 1],
          [motion.dx === 1 ? -1 : 1, motion.dy === 1 ? -1 : 1],
        ];
        const next = turns.map(([dx, dy]) => stepTo(dx, dy)).find((step) => !nearer(step) && (!clear || !meets(boxOfMotion(step, size), avoid)));
        if (!next) {
          // Nowhere to go this time: it waits, turned round (spec §4: it bounces).
          motion.dx = motion.dx === 1 ? -1 : 1;
          motion.dy = motion.dy === 1 ? -1 : 1;
          conceal(id, meets(boxOfMotion(motion, size), avoid));
          continue;
        }
        motion.x = next.x;
        motion.y = next.y;
        motion.dx = next.dx;
        motion.dy = next.dy;
        // Turn round at an edge (spec §4: bounce off the window edges).
        if (motion.x >= Math.max(maxX, 0)) motion.dx = -1;
        else if (motion.x <= 0) motion.dx = 1;
        if (motion.y >= Math.max(maxY, 0)) motion.dy = -1;
        else if (motion.y <= 0) motion.dy = 1;
        element.style.transform = translate(motion);
        const closeButton = closeButtons.current.get(id);
        if (closeButton) closeButton.style.transform = translateClose(motion, size.width);
        conceal(id, meets(boxOfMotion(motion, size), avoid));
      }
    }, intervalMs);
    return () => clearInterval(timer);
    // viewportSize and sizeOf only read refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [moving, intervalMs, stepPx]);

  const hold = (id: Advert['id']) => held.current.add(id);
  const release = (id: Advert['id']) => {
    held.current.delete(id);
    // Let go on a form or the focused control (the pointer left it for the page): hidden there.
    refresh();
  };

  const close = (advert: Advert) => {
    held.current.delete(advert.id);
    setClosed((previous) => new Set(previous).add(advert.id));
    onClose?.(advert);
  };

  if (shown.length === 0) return null;

  if (strip) {
    return (
      <aside ref={ref} aria-label={labels.strip} className={[styles.strip, className].filter(Boolean).join(' ')}>
        <ul className={styles.stripList}>
          {shown.map((advert) => {
            const href = normaliseAdvertUrl(advert.href);
            // The advert's words stand beside its picture, which then adds nothing for a screen reader.
            const content = (
              <>
                <img src={advert.imageSrc} alt="" className={styles.stripImage} />
                <span className={styles.stripText}>{advert.alt}</span>
              </>
            );
            return (
              <li key={advert.id} className={styles.stripItem}>
                {href ? (
                  <a href={href} target="_blank" rel="noopener noreferrer" className={styles.stripLink}>
                    {content}
                    <span className={visuallyHidden}>{labels.newWindow}</span>
                  </a>
                ) : (
                  <span className={styles.stripLink}>{content}</span>
                )}
                <button type="button" className={styles.stripClose} aria-label={`${labels.close}${labels.closeSuffix}${advert.alt}`} onClick={() => close(advert)}>
                  {labels.close}
                </button>
              </li>
            );
          })}
        </ul>
      </aside>
    );
  }

  return (
    <aside ref={setRegion} aria-label={labels.region} className={[styles.region, className].filter(Boolean).join(' ')}>
      {!reducedMotion ? (
        <button
          type="button"
          className={styles.pauseAll}
          onClick={() => setAllPaused((value) => !value)}
        >
          {allPaused ? labels.play : labels.pause}
        </button>
      ) : null}
      {shown.map((advert) => {
        const href = normaliseAdvertUrl(advert.href);
        const image = <img src={advert.imageSrc} alt={advert.alt} className={styles.image} />;
        const motion = motionOf(advert);
        // The advert and its close button stand on two layers (the button above the page parts the
        // advert passes under), so they are siblings, moved together; their group holds them both still
        // while the pointer or the focus is on either.
        return (
          <div
            key={advert.id}
            className={styles.group}
            onMouseEnter={() => hold(advert.id)}
            onMouseLeave={(event) => {
              if (!event.currentTarget.contains(document.activeElement)) release(advert.id);
            }}
            onFocus={() => hold(advert.id)}
            onBlur={(event: FocusEvent<HTMLDivElement>) => {
              const next = event.relatedTarget;
              if (!(next instanceof Node && event.currentTarget.contains(next)) && !event.currentTarget.matches(':hover')) {
                release(advert.id);
              }
            }}
          >
            <div ref={(element) => registerElement(advert.id, element)} className={styles.advert} style={{ width, transform: translate(motion) }}>
              {href ? (
                <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
                  {image}
                  <span className={visuallyHidden}>{labels.newWindow}</span>
                </a>
              ) : (
                image
              )}
            </div>
            <button
              type="button"
              ref={(element) => {
                if (element) {
                  closeButtons.current.set(advert.id, element);
                  if (hidden.current.has(advert.id)) element.style.visibility = 'hidden';
                } else closeButtons.current.delete(advert.id);
              }}
              className={styles.close}
              style={{ transform: translateClose(motion, sizeOf(advert.id).width) }}
              // The name starts with the visible 关闭 (WCAG 2.5.3) and says which advert.
              aria-label={`${labels.close}${labels.closeSuffix}${advert.alt}`}
              onClick={() => close(advert)}
            >
              {labels.close}
            </button>
          </div>
        );
      })}
    </aside>
  );
});
AdvertFloat.displayName = 'AdvertFloat';
