// A record's page (a publicity record, a commitment, a credit-plus subject): its name, its term and
// value pairs, its sections.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';
import { brandRule, pillBadge } from './page.css';

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
// The term's column: 9em, or half the row when that is less (200% text on a phone: WCAG 1.4.10).
globalStyle(`${facts} > div`, {
  display: 'grid',
  gridTemplateColumns: 'min(9em, 50%) minmax(0, 1fr)',
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
