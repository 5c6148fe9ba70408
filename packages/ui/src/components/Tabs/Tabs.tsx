import * as RadixTabs from '@radix-ui/react-tabs';
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef, type MouseEvent, type ReactNode } from 'react';
import { useHydrated } from '../../hydration/useHydrated';
import * as styles from './Tabs.css';

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

export type TabsRootProps = Omit<ComponentPropsWithoutRef<typeof RadixTabs.Root>, 'asChild' | 'orientation' | 'dir'>;

/** Panels inside one page, one shown at a time (a menu that changes the route is a `<nav>` instead). */
const Root = forwardRef<ElementRef<typeof RadixTabs.Root>, TabsRootProps>(function TabsRoot({ className, ...rest }, ref) {
  return <RadixTabs.Root ref={ref} className={join(styles.root, className)} {...rest} />;
});
Root.displayName = 'Tabs.Root';

export interface TabsListProps extends Omit<ComponentPropsWithoutRef<typeof RadixTabs.List>, 'asChild' | 'aria-label'> {
  /** The tab list's accessible name, e.g. 信用记录. */
  label: string;
}

const List = forwardRef<ElementRef<typeof RadixTabs.List>, TabsListProps>(function TabsList({ label, className, style, ...rest }, ref) {
  // Radix's inline `outline: none` is dropped: a strict CSP refuses inline styles in server-rendered HTML.
  return <RadixTabs.List ref={ref} aria-label={label} className={join(styles.list, className)} style={{ ...style, outline: undefined }} {...rest} />;
});
List.displayName = 'Tabs.List';

export interface TabsTriggerProps extends Omit<ComponentPropsWithoutRef<typeof RadixTabs.Trigger>, 'asChild' | 'children'> {
  value: string;
  children: ReactNode;
  /**
   * The address that shows this tab, when the chosen tab lives in the address. The tab is then a link:
   * before and without JavaScript it loads that address (a server-rendered page); with it, choosing the
   * tab calls the root's `onValueChange` (where the caller changes the address) and the link's own
   * navigation is held back, except for a new tab or window (Ctrl, Shift, ⌘ or the middle button).
   */
  href?: string;
}

const plainClick = (event: MouseEvent) => event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

const Trigger = forwardRef<ElementRef<typeof RadixTabs.Trigger>, TabsTriggerProps>(function TabsTrigger({ href, className, children, ...rest }, ref) {
  const classes = join(styles.trigger, className);
  const hydrated = useHydrated();
  if (href === undefined) {
    return (
      <RadixTabs.Trigger ref={ref} className={classes} {...rest}>
        {children}
      </RadixTabs.Trigger>
    );
  }
  return (
    <RadixTabs.Trigger ref={ref} asChild {...rest}>
      <a
        href={href}
        className={classes}
        // Radix gives its trigger type="button", which means nothing on a link.
        type={undefined}
        // Before hydration (and without JavaScript) every tab is a link in the tab order; Radix's roving
        // focus (one tab stop, arrow keys between tabs) takes over once the page is hydrated.
        // (Only named before hydration: a tabIndex given here, even undefined, would override Radix's.)
        {...(hydrated ? {} : { tabIndex: 0 })}
        onClick={(event) => {
          if (plainClick(event)) event.preventDefault();
        }}
      >
        {children}
      </a>
    </RadixTabs.Trigger>
  );
});
Trigger.displayName = 'Tabs.Trigger';

export type TabsContentProps = Omit<ComponentPropsWithoutRef<typeof RadixTabs.Content>, 'asChild'>;

/**
 * One tab's panel; only the chosen one is rendered. Radix gives the chosen panel an inline
 * `animation-duration: 0s` on its first render, which a strict CSP (no inline styles) refuses in
 * server-rendered HTML with a console error; the panel is rendered as its own child to drop it.
 */
const Content = forwardRef<ElementRef<typeof RadixTabs.Content>, TabsContentProps>(function TabsContent({ className, style, children, ...rest }, ref) {
  return (
    <RadixTabs.Content ref={ref} asChild {...rest}>
      <div className={join(styles.content, className)} style={{ ...style, animationDuration: undefined }}>
        {children}
      </div>
    </RadixTabs.Content>
  );
});
Content.displayName = 'Tabs.Content';

/** Tabs (Radix), as a namespace: `Tabs.Root`, `Tabs.List`, `Tabs.Trigger`, `Tabs.Content`. */
export const Tabs = { Root, List, Trigger, Content };
