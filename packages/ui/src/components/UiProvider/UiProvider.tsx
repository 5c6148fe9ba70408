import {
  createContext,
  forwardRef,
  useContext,
  useMemo,
  type AnchorHTMLAttributes,
  type ComponentType,
  type MouseEventHandler,
  type ReactNode,
  type RefAttributes,
} from 'react';

/**
 * What every internal link in the design system is rendered with. Router-aware apps pass
 * their own component (for example a wrapper around react-router's `Link` that maps `href`
 * to `to`); the design system itself knows nothing of any router.
 */
export interface UiLinkProps {
  href: string;
  children?: ReactNode;
  className?: string;
  'aria-current'?: AnchorHTMLAttributes<HTMLAnchorElement>['aria-current'];
  /** A link's name where its words repeat (在线承诺 in each row): the app's link component passes it on. */
  'aria-label'?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  target?: string;
  rel?: string;
}

export type UiLinkComponent = ComponentType<UiLinkProps & RefAttributes<HTMLAnchorElement>>;

/** The default: a plain `<a href>`. */
export const DefaultLink = forwardRef<HTMLAnchorElement, UiLinkProps>(function DefaultLink(
  { href, children, ...rest },
  ref,
) {
  return (
    <a ref={ref} href={href} {...rest}>
      {children}
    </a>
  );
});
DefaultLink.displayName = 'DefaultLink';

export interface UiContextValue {
  linkComponent: UiLinkComponent;
}

const UiContext = createContext<UiContextValue>({ linkComponent: DefaultLink });
UiContext.displayName = 'UiContext';

export interface UiProviderProps {
  /** Renders internal links; defaults to a plain `<a href>`. */
  linkComponent?: UiLinkComponent;
  children?: ReactNode;
}

/** Supplies app-level choices (today: how internal links render) to every component below. */
export function UiProvider({ linkComponent = DefaultLink, children }: UiProviderProps) {
  const value = useMemo(() => ({ linkComponent }), [linkComponent]);
  return <UiContext.Provider value={value}>{children}</UiContext.Provider>;
}
UiProvider.displayName = 'UiProvider';

/** The link component chosen by the nearest `UiProvider` (a plain anchor without one). */
export function useUiLink(): UiLinkComponent {
  return useContext(UiContext).linkComponent;
}
