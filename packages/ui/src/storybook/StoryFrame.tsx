import type { ComponentType, MouseEvent, ReactNode } from 'react';
import { forwardRef, useLayoutEffect } from 'react';
import { UiProvider, type UiLinkProps } from '../components/UiProvider/UiProvider';
import { redTheme } from '../theme/redTheme.css';
import { blueTheme } from '../theme/blueTheme.css';
import { careMode } from '../theme/careMode.css';
import '../theme/global.css';
import * as styles from './StoryFrame.css';

export const storyThemes = { red: redTheme, blue: blueTheme } as const;
export type StoryThemeName = keyof typeof storyThemes;

/** 标准版 or 关怀版 (elder mode), as the toolbar's `mode` global says. */
export const storyModes = ['standard', 'care'] as const;
export type StoryModeName = (typeof storyModes)[number];

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
  /** 关怀版 puts the theme's `careMode` class on the frame and on <html>. Default standard. */
  mode?: StoryModeName;
  padded?: boolean;
  children?: ReactNode;
}

/**
 * Puts the theme's elder-mode class on <html> while `care` is true, as the portal does: portalled
 * content (dialogs, toasts, menus) lives under <body>, outside the frame, and its `${careScope} &`
 * styles must apply too. Taken off again when the mode goes back to standard or the frame unmounts.
 */
function useCareClassOnDocument(className: string | null) {
  useLayoutEffect(() => {
    if (!className) return;
    const root = document.documentElement;
    root.classList.add(...className.split(' '));
    return () => root.classList.remove(...className.split(' '));
  }, [className]);
}

/** Wraps every story in a theme class and the UiProvider (used by .storybook/preview.tsx). */
export function StoryFrame({ theme, mode = 'standard', padded = false, children }: StoryFrameProps) {
  const care = mode === 'care' ? careMode[theme] : null;
  useCareClassOnDocument(care);
  return (
    <UiProvider linkComponent={StoryLink}>
      <div className={[storyThemes[theme], care ?? '', styles.frame, padded ? styles.padded : ''].filter(Boolean).join(' ')}>
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
  const mode = context.globals.mode === 'care' ? 'care' : 'standard';
  return (
    <StoryFrame theme={theme} mode={mode} padded={context.parameters.layout !== 'fullscreen'}>
      <Story />
    </StoryFrame>
  );
}
