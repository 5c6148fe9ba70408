import type { ReactNode } from 'react';
import { vars } from '../theme/contract.css';

/**
 * A labelled block standing for a page's part in the layout stories (a card, a menu, a figure): a
 * soft brand tint with the theme's dark brand words, so it reads in every theme and in 关怀版.
 */
export function Placeholder({ children, tall = false }: { children: ReactNode; tall?: boolean }) {
  return (
    <div
      style={{
        padding: vars.space.sm,
        minHeight: tall ? 96 : undefined,
        border: `1px dashed ${vars.color.brandDark}`,
        borderRadius: vars.radius.md,
        background: vars.color.brandSoft,
        color: vars.color.brandDark,
        fontSize: vars.fontSize.sm,
      }}
    >
      {children}
    </div>
  );
}
