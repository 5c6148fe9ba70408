import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { sprinkles, type Space } from '../../layout/sprinkles.css';
import { Box } from '../../layout/Box';
import * as styles from './CentredPage.css';

export interface CentredPageProps extends Omit<HTMLAttributes<HTMLElement>, 'style' | 'className' | 'children'> {
  /** `main` (default) for a page of its own; `div` inside a document that has its main elsewhere. */
  as?: 'main' | 'div';
  /** A status page's code (404, 401), shown large above the title and hidden from screen readers. */
  code?: string;
  /** The gap between its parts; default `md`. */
  space?: Space;
  /** `center` (default) for a status page's words; `start` keeps a form's text at its start. */
  textAlign?: 'center' | 'start';
  className?: string;
  children?: ReactNode;
}

/**
 * A page of its own, without the portal's header or footer (404, 401, a failed load, the sign-in): its
 * parts one under the other, centred on the screen, on the page's background.
 *
 * ```tsx
 * <CentredPage code="404"><Heading level={1} size="xl">页面不存在</Heading><Text tone="muted">…</Text></CentredPage>
 * ```
 */
export const CentredPage = forwardRef<HTMLElement, CentredPageProps>(function CentredPage(
  { as = 'main', code, space = 'md', textAlign = 'center', className, children, ...rest },
  ref,
) {
  return (
    <Box
      {...rest}
      as={as}
      ref={ref}
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      padding="lg"
      gap={space}
      textAlign={textAlign === 'center' ? 'center' : undefined}
      className={[styles.page, className].filter(Boolean).join(' ')}
    >
      {code !== undefined && (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      )}
      {children}
    </Box>
  );
});
CentredPage.displayName = 'CentredPage';

export interface CentredPanelProps {
  children?: ReactNode;
  className?: string;
}

/** The raised panel of a CentredPage (a sign-in form): at most 27.5em wide, its parts spaced by the theme. */
export function CentredPanel({ children, className }: CentredPanelProps) {
  return <div className={[styles.panel, sprinkles({ display: 'grid', gridTemplateColumns: 1, gap: 'md', padding: 'xl' }), className].filter(Boolean).join(' ')}>{children}</div>;
}
