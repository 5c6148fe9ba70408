import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';
import { brandRule } from '../../views/page.css';

/* The printable credit report (/pdf-output): A4 portrait, no app chrome, tables that break cleanly. */
export const report = style({
  maxWidth: 960,
  margin: '0 auto',
  padding: vars.space.xl,
  background: vars.color.surface,
  color: vars.color.text,
  '@media': {
    print: {
      maxWidth: 'none',
      margin: 0,
      padding: 0,
      background: 'none',
      color: '#000',
    },
  },
});

export const reportHeader = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBottom: vars.space.md,
  borderBottom: `3px double ${vars.color.brand}`,
  textAlign: 'center',
});
export const reportTitle = style({
  margin: 0,
  fontSize: '28px',
  letterSpacing: '0.2em',
});
export const reportMeta = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  '@media': { print: { color: '#000' } },
});

export const toolbar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.md,
  marginBottom: vars.space.md,
  '@media': { print: { display: 'none' } },
});

export const section = style({
  marginTop: vars.space.lg,
  breakInside: 'avoid-page',
});
export const sectionTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  ...brandRule,
  breakAfter: 'avoid-page',
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  textAlign: 'left',
  verticalAlign: 'top',
  // Case and document numbers have no break of their own; six columns still fit a phone.
  overflowWrap: 'anywhere',
});
globalStyle(`${table} th`, {
  background: vars.color.background,
  fontWeight: 600,
});
globalStyle(`${table} thead`, { display: 'table-header-group' });
globalStyle(`${table} tr`, { breakInside: 'avoid' });
globalStyle(`${table} caption`, {
  captionSide: 'top',
  textAlign: 'left',
  fontWeight: 600,
  padding: `${vars.space.xs} 0`,
});

export const factsTable = style([table, {}]);
globalStyle(`${factsTable} th`, { width: '9em' });

export const empty = style({
  margin: 0,
  padding: vars.space.sm,
  border: `1px dashed ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const footnote = style({
  marginTop: vars.space.xl,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  '@media': { print: { color: '#000' } },
});
