import type { ComponentType, MouseEvent, ReactNode } from 'react';
import { forwardRef } from 'react';
import { UiProvider, type UiLinkProps } from '../components/UiProvider/UiProvider';
import { redTheme } from '../theme/redTheme.css';
import { blueTheme } from '../theme/blueTheme.css';
import '../theme/global.css';
import * as styles from './StoryFrame.css';

export const storyThemes = { red: redTheme, blue: blueTheme } as const;
export type StoryThemeName = keyof typeof storyThemes;

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
  padded?: boolean;
  children?: ReactNode;
}

/** Wraps every story in a theme class and the UiProvider (used by .storybook/preview.tsx). */
export function StoryFrame({ theme, padded = false, children }: StoryFrameProps) {
  return (
    <UiProvider linkComponent={StoryLink}>
      <div className={[storyThemes[theme], styles.frame, padded ? styles.padded : ''].join(' ')}>
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
 * The Storybook decorator: the toolbar's theme global picks the theme class. It lives here,
 * beside React, because .storybook/ cannot resolve packages/ui's React by itself.
 */
export function withStoryFrame(Story: ComponentType, context: DecoratorContext) {
  const theme = context.globals.theme === 'blue' ? 'blue' : 'red';
  return (
    <StoryFrame theme={theme} padded={context.parameters.layout !== 'fullscreen'}>
      <Story />
    </StoryFrame>
  );
}
