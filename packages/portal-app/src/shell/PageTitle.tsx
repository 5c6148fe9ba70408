import { createContext, useContext, type ReactNode } from 'react';

/** True inside a layout whose header already shows the page's title as its heading. */
export const LayoutTitleContext = createContext(false);

/** The page's own h1, unless the content layout's header already is it. */
export function PageTitle({ id, className, children }: { id?: string; className?: string; children: ReactNode }) {
  return useContext(LayoutTitleContext) ? null : (
    <h1 id={id} className={className}>
      {children}
    </h1>
  );
}
