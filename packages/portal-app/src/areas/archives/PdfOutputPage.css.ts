import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@credit-portal/ui';
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
  // Case and document numbers have no break of their own: they break where the column ends.
  overflowWrap: 'anywhere',
});
/**
 * A cell whose value is read as one (a code, a date): kept on one line, never broken at its hyphens. On a
 * phone's screen it has a line of its own (cards, and the facts' names above their values), and breaks
 * only where even that is too narrow (the text at 200 %) rather than push the page sideways.
 */
export const oneLine = style({});
globalStyle(`${table} td${oneLine}`, {
  whiteSpace: 'nowrap',
  overflowWrap: 'normal',
  '@media': { [media.below('sm')]: { whiteSpace: 'normal', overflowWrap: 'anywhere' } },
});

/**
 * A section's records: on paper and wide screens a table; on a phone's screen, where six columns with
 * their dates whole do not fit, each record is a card of lines, each value beside its column's name (from
 * the cell's data-label).
 */
export const recordTable = style({});
/** A record's value in its cell: on a phone's screen, the rest of its name's line. */
export const recordValue = style({});
const onPhone = (selector: string, rules: Parameters<typeof globalStyle>[1]) =>
  globalStyle(selector ? `${recordTable} ${selector}` : recordTable, { '@media': { [media.below('sm')]: rules } });
onPhone('', { display: 'block' });
onPhone('caption', { display: 'block' });
onPhone('thead', { display: 'none' });
onPhone('tbody', { display: 'block' });
onPhone('tr', { display: 'block', border: `1px solid ${vars.color.borderStrong}`, padding: `${vars.space.xs} ${vars.space.sm}` });
onPhone('tr + tr', { borderTop: 0 });
onPhone('td', { display: 'flex', flexWrap: 'wrap', columnGap: vars.space.sm, border: 0, padding: `${vars.space.xs} 0` });
onPhone('td::before', { content: 'attr(data-label)', flex: '0 0 6em', color: vars.color.textMuted });
// A value wraps beside its name; one read as one stands beside it whole where it fits, else under it.
onPhone(`td > ${recordValue}`, { flex: '1 1 0', minWidth: 0 });
onPhone(`td${oneLine} > ${recordValue}`, { flexBasis: 'max-content', maxWidth: '100%' });
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
// The names' column is nine characters wide; on a phone's screen each name stands above its value.
globalStyle(`${factsTable} th`, { width: '9em' });
globalStyle(`${factsTable} tbody, ${factsTable} tr, ${factsTable} th, ${factsTable} td`, { '@media': { [media.below('sm')]: { display: 'block', width: 'auto' } } });
globalStyle(`${factsTable} td`, { '@media': { [media.below('sm')]: { borderTop: 0 } } });

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
