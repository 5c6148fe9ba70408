import type { ComponentType, MouseEvent, ReactNode } from 'react';
import { forwardRef, useLayoutEffect } from 'react';
import { UiProvider, type UiLinkProps } from '../components/UiProvider/UiProvider';
import { redTheme } from '../theme/redTheme.css';
import { blueTheme } from '../theme/blueTheme.css';
import { careMode } from '../theme/careMode.css';
import { contrast, textScale } from '../components/AccessibilityToolbar/AccessibilityToolbar.css';
import '../theme/global.css';
import * as styles from './StoryFrame.css';

export const storyThemes = { red: redTheme, blue: blueTheme } as const;
export type StoryThemeName = keyof typeof storyThemes;

/**
 * 标准版, 关怀版 (elder mode) or one of the 无障碍 toolbar's display modes (高对比度, 反色, 200% text), as the
 * toolbar's `mode` global says.
 */
export const storyModes = ['standard', 'care', 'high', 'inverted', 'large'] as const;
export type StoryModeName = (typeof storyModes)[number];

/**
 * A mode's classes, as the portal puts them on <html> beside the theme's: `document` goes on <html>
 * (for portalled dialogs, toasts and menus under <body>), `frame` on the frame, whose theme class would
 * otherwise set the colours and sizes back. 反色's filter goes on <html> alone (twice would invert it back).
 */
function modeClasses(theme: StoryThemeName, mode: StoryModeName): { document: string | null; frame: string | null } {
  switch (mode) {
    case 'care':
      return { document: careMode[theme], frame: careMode[theme] };
    case 'high':
      return { document: contrast.high ?? null, frame: contrast.high ?? null };
    case 'inverted':
      return { document: contrast.inverted ?? null, frame: null };
    case 'large':
      return { document: textScale['2'] ?? null, frame: textScale['2'] ?? null };
    default:
      return { document: null, frame: null };
  }
}

/**
 * Storybook's stand-in for a router link: it keeps the reviewer inside Storybook by not
 * following internal links, and says where the link would have gone.
 */
const StoryLink = forwardRef<HTMLAnchorElement, UiLinkProps>(function StoryLink(
  { href, children, onClick, ...rest },
  ref,
) {
  return (
    <a
      ref={ref}
      href={href}
      {...rest}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) {
          event.preventDefault();
          console.info(`[story] navigate to ${href}`);
        }
      }}
    >
      {children}
    </a>
  );
});
StoryLink.displayName = 'StoryLink';

export interface StoryFrameProps {
  theme: StoryThemeName;
  /** 关怀版 puts the theme's `careMode` class on the frame and on <html>, the display modes theirs. Default standard. */
  mode?: StoryModeName;
  padded?: boolean;
  children?: ReactNode;
}

/**
 * Puts the mode's class (the theme's elder-mode class, a display mode's) on <html>, as the portal does:
 * portalled content (dialogs, toasts, menus) lives under <body>, outside the frame, and its
 * `${careScope} &` styles must apply too. Taken off again when the mode goes back to standard or the
 * frame unmounts.
 */
function useModeClassOnDocument(className: string | null) {
  useLayoutEffect(() => {
    if (!className) return;
    const root = document.documentElement;
    root.classList.add(...className.split(' '));
    return () => root.classList.remove(...className.split(' '));
  }, [className]);
}

/** Wraps every story in a theme class and the UiProvider (used by .storybook/preview.tsx). */
export function StoryFrame({ theme, mode = 'standard', padded = false, children }: StoryFrameProps) {
  const classes = modeClasses(theme, mode);
  useModeClassOnDocument(classes.document);
  return (
    <UiProvider linkComponent={StoryLink}>
      <div
        data-story-frame={`${theme} ${mode}`}
        className={[storyThemes[theme], classes.frame ?? '', styles.frame, padded ? styles.padded : ''].filter(Boolean).join(' ')}
      >
        {children}
      </div>
    </UiProvider>
  );
}

interface DecoratorContext {
  globals: Record<string, unknown>;
  parameters: Record<string, unknown>;
}

/**
 * The Storybook decorator: the toolbar's theme global picks the theme class, its mode global
 * 标准版 or 关怀版. It lives here, beside React, because .storybook/ cannot resolve packages/ui's
 * React by itself.
 */
export function withStoryFrame(Story: ComponentType, context: DecoratorContext) {
  const theme = context.globals.theme === 'blue' ? 'blue' : 'red';
  const mode = storyModes.find((name) => name === context.globals.mode) ?? 'standard';
  return (
    <StoryFrame theme={theme} mode={mode} padded={context.parameters.layout !== 'fullscreen'}>
      <Story />
    </StoryFrame>
  );
}

/** A theme and a mode a story can be drawn in. */
export interface StoryVariant {
  theme: StoryThemeName;
  mode: StoryModeName;
}

/**
 * The variants drawn by changing classes alone over a story rendered in `shown`: from the red theme's
 * standard story the blue theme and the display modes (高对比度, 反色, 200% text), from its 关怀版 the blue
 * theme's 关怀版. Their markup is the story's own, so one render and one play serve them all.
 */
export function variantsOver(shown: StoryVariant): StoryVariant[] {
  if (shown.theme !== 'red' || setsItsOwnMode(shown)) return [];
  if (shown.mode === 'standard') return [{ theme: 'blue', mode: 'standard' }, { theme: 'red', mode: 'high' }, { theme: 'red', mode: 'inverted' }, { theme: 'red', mode: 'large' }];
  if (shown.mode === 'care') return [{ theme: 'blue', mode: 'care' }];
  return [];
}

/** A variant's classes, on <html> and on the frame, as a list. */
function classesOf(variant: StoryVariant): string[] {
  const { document: onDocument, frame } = modeClasses(variant.theme, variant.mode);
  return [...(onDocument ?? '').split(' '), ...(frame ?? '').split(' ')].filter(Boolean);
}

/** Every variant's classes, worked out once: the class names are fixed when the stylesheets load. */
const everyModeClass: string[] = (Object.keys(storyThemes) as StoryThemeName[]).flatMap((theme) => storyModes.flatMap((mode) => classesOf({ theme, mode })));

/**
 * Whether the story applies a mode's class of its own, on <html> or inside the frame (the 无障碍 toolbar's
 * stories apply the visitor's choice to a sample page): such a story is judged in what it shows alone.
 */
export function setsItsOwnMode(shown: StoryVariant): boolean {
  const framesOwn = new Set(classesOf(shown));
  const others = everyModeClass.filter((name) => !framesOwn.has(name));
  if (others.some((name) => document.documentElement.classList.contains(name))) return true;
  const frame = document.querySelector('[data-story-frame]');
  return !!frame && others.length > 0 && frame.querySelector(others.map((name) => `.${CSS.escape(name)}`).join(', ')) !== null;
}

/**
 * Runs `check` with the story on show drawn in `variant`: the frame's and <html>'s classes swapped for the
 * variant's (transitions off, so colours are read at their end), then put back.
 */
export function inVariant<T>(shown: StoryVariant, variant: StoryVariant, check: () => T): T {
  const frame = document.querySelector<HTMLElement>('[data-story-frame]');
  const root = document.documentElement;
  const split = (className: string | null) => (className ? className.split(' ') : []);
  const from = modeClasses(shown.theme, shown.mode);
  const to = modeClasses(variant.theme, variant.mode);
  const still = document.createElement('style');
  still.textContent = '*, *::before, *::after { transition: none !important; }';
  document.head.append(still);
  const swap = (a: { theme: StoryThemeName; classes: typeof from }, b: { theme: StoryThemeName; classes: typeof from }) => {
    root.classList.remove(...split(a.classes.document));
    root.classList.add(...split(b.classes.document));
    frame?.classList.remove(...split(storyThemes[a.theme]), ...split(a.classes.frame));
    frame?.classList.add(...split(storyThemes[b.theme]), ...split(b.classes.frame));
  };
  swap({ theme: shown.theme, classes: from }, { theme: variant.theme, classes: to });
  const restore = frame ? followFrameVariables(frame) : () => undefined;
  try {
    return check();
  } finally {
    restore();
    swap({ theme: variant.theme, classes: to }, { theme: shown.theme, classes: from });
    still.remove();
  }
}

/**
 * Content portalled out of the frame (an open dialog) carries the theme's variables inline, read from the
 * frame when it opened (Dialog's ThemeVarsReader): read again after a swap, as if opened in the variant.
 * Returns what puts the previous values back.
 */
function followFrameVariables(frame: HTMLElement): () => void {
  const computed = getComputedStyle(frame);
  const undo: (() => void)[] = [];
  for (const element of document.body.querySelectorAll<HTMLElement>('[style*="--"]')) {
    if (frame.contains(element)) continue;
    const names = Array.from(element.style).filter((name) => name.startsWith('--'));
    const before = element.style.cssText;
    for (const name of names) element.style.setProperty(name, computed.getPropertyValue(name));
    undo.push(() => (element.style.cssText = before));
  }
  return () => undo.forEach((put) => put());
}
