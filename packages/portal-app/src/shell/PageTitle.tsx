import { createContext, useContext, type ReactNode } from 'react';
import { Heading } from '@credit-portal/ui';

/** True inside a layout whose header already shows the page's title as its heading. */
export const LayoutTitleContext = createContext(false);

/** The page's own h1 (the brand's rule under it), unless the content layout's header already is it. */
export function PageTitle({ id, className, children }: { id?: string; className?: string; children: ReactNode }) {
  return useContext(LayoutTitleContext) ? null : (
    <Heading level={1} size="xl" ruled id={id} className={className}>
      {children}
    </Heading>
  );
}
