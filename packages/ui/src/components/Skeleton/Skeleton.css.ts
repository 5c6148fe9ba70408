import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const skeletonVariants = ['list', 'card', 'table'] as const;

const shimmer = keyframes({
  '0%': { backgroundPosition: '100% 0' },
  '100%': { backgroundPosition: '0 0' },
});

export const root = recipe({
  base: { display: 'flex', gap: vars.space.md, width: '100%', fontFamily: vars.fontFamily.body },
  variants: {
    variant: {
      list: { flexDirection: 'column' },
      card: { flexWrap: 'wrap' },
      table: { flexDirection: 'column', gap: 0, border: `1px solid ${vars.color.border}` },
    },
  },
  defaultVariants: { variant: 'list' },
});

export const bar = style({
  display: 'block',
  height: 14,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.border,
  backgroundImage: `linear-gradient(90deg, transparent 25%, rgba(255, 255, 255, 0.7) 50%, transparent 75%)`,
  backgroundSize: '400% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': {
    // Spec-neutral comfort: no moving shimmer for visitors who asked for less motion.
    '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' },
  },
});

export const listRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.xl });

export const card = style({
  flex: '1 1 260px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const tableRow = style({
  display: 'flex',
  gap: vars.space.lg,
  padding: `${vars.space.md} ${vars.space.lg}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const tableHead = style({ background: vars.color.background });

// Sizes as classes, not style attributes: a server-rendered skeleton passes a strict CSP.
/** Fixed, varied widths: the placeholder looks like text without random re-renders. */
export const textWidths = ['72%', '56%', '84%', '64%', '78%', '60%'].map((width) => style({ width }));
export const date = style({ width: 88, flex: '0 0 auto' });
export const heading = style({ height: 18 });
export const cardLines = styleVariants({ first: { width: '50%' }, second: { width: '40%' }, third: { width: '45%' } });
export const tableCell = styleVariants({ first: { flex: 2 }, other: { flex: 1 } });
