import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';
import { backLink, brandRule, cardBox, page, pillBadge, title } from '../../views/page.css';

export { page, title };

/** The subject's name inside the content layout, whose header already carries the h1. */
export const subjectName = style({ margin: 0, fontSize: vars.fontSize.xl });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const badge = style({
  display: 'inline-block',
  ...pillBadge,
});

export const sectionTitle = style({
  margin: `${vars.space.md} 0 ${vars.space.xs}`,
  ...brandRule,
});

/** Term and value pairs of a record; long values (reasons, duties) take the whole row. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(300px, 100%), 1fr))',
  gap: 0,
  margin: 0,
  borderTop: `1px solid ${vars.color.border}`,
  borderLeft: `1px solid ${vars.color.border}`,
});
globalStyle(`${facts} > div`, {
  display: 'grid',
  gridTemplateColumns: '9em 1fr',
  borderRight: `1px solid ${vars.color.border}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const wide = style({ gridColumn: '1 / -1' });
globalStyle(`${facts} dt`, {
  padding: vars.space.sm,
  background: vars.color.background,
  fontWeight: 600,
});
globalStyle(`${facts} dd`, { margin: 0, padding: vars.space.sm, wordBreak: 'break-word' });


export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.lg,
});

// Member units: a grid of logo cards.
export const unitGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(200px, 100%), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const unitCard = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'start',
  gap: vars.space.sm,
  ...cardBox,
  color: vars.color.text,
  textAlign: 'center',
  textDecoration: 'none',
  transition: 'border-color 0.2s, box-shadow 0.2s',
  ':hover': { borderColor: vars.color.brand, boxShadow: '0 2px 8px rgba(0, 0, 0, 0.08)' },
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const unitLogo = style({ width: '100%', maxWidth: '160px', height: '80px', objectFit: 'contain' });
export const unitName = style({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.tight });

// City ranking.
export const rankUp = style({ color: vars.color.brandDark, fontWeight: 600 });
export const rankDown = style({ color: vars.color.text, fontWeight: 600 });
export const rankSame = style({ color: vars.color.textMuted });
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export { backLink };
