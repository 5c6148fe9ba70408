import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';
// The status pages' big code and brand button (404, 401) look the same here.
import { action, code } from '../../views/StatusPage.css';

export { action, code };

/** The standalone pages (spec §2): no portal header or footer, a centred panel. */
export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.background,
  color: vars.color.text,
});

export const panel = style({
  width: '100%',
  maxWidth: 440,
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: '0 2px 12px rgba(0, 0, 0, 0.08)',
});

export const brand = style({ margin: 0, color: vars.color.brandDark, fontWeight: 700, textAlign: 'center', textDecoration: 'none' });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, textAlign: 'center', ':focus': { outline: 'none' } });

export const text = style({ margin: 0, color: vars.color.textMuted });

export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const captchaRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const captchaImage = style({ display: 'block', width: 120, height: 40, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm });
export const captchaPlaceholder = style([captchaImage, { background: vars.color.background }]);

export const divider = style({ margin: 0, textAlign: 'center', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.md });


export const secondaryAction = style([
  action,
  { background: vars.color.surface, color: vars.color.brand, border: `1px solid ${vars.color.brand}` },
]);


/* The printable credit report (/pdf-output): A4 portrait, no app chrome, tables that break cleanly. */
export const report = style({
  maxWidth: 960,
  margin: '0 auto',
  padding: vars.space.xl,
  background: vars.color.surface,
  color: vars.color.text,
  '@media': {
    print: { maxWidth: 'none', margin: 0, padding: 0, background: 'none', color: '#000' },
  },
});

export const reportHeader = style({ display: 'grid', gap: vars.space.xs, paddingBottom: vars.space.md, borderBottom: `3px double ${vars.color.brand}`, textAlign: 'center' });
export const reportTitle = style({ margin: 0, fontSize: '28px', letterSpacing: '0.2em' });
export const reportMeta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, '@media': { print: { color: '#000' } } });

export const toolbar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.md,
  marginBottom: vars.space.md,
  '@media': { print: { display: 'none' } },
});

export const section = style({ marginTop: vars.space.lg, breakInside: 'avoid-page' });
export const sectionTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  paddingLeft: vars.space.sm,
  fontSize: vars.fontSize.lg,
  borderLeft: `4px solid ${vars.color.brand}`,
  breakAfter: 'avoid-page',
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, { padding: `${vars.space.xs} ${vars.space.sm}`, border: `1px solid ${vars.color.borderStrong}`, textAlign: 'left', verticalAlign: 'top' });
globalStyle(`${table} th`, { background: vars.color.background, fontWeight: 600 });
globalStyle(`${table} thead`, { display: 'table-header-group' });
globalStyle(`${table} tr`, { breakInside: 'avoid' });
globalStyle(`${table} caption`, { captionSide: 'top', textAlign: 'left', fontWeight: 600, padding: `${vars.space.xs} 0` });

export const factsTable = style([table, {}]);
globalStyle(`${factsTable} th`, { width: '9em' });

export const empty = style({ margin: 0, padding: vars.space.sm, border: `1px dashed ${vars.color.border}`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const footnote = style({ marginTop: vars.space.xl, fontSize: vars.fontSize.sm, color: vars.color.textMuted, '@media': { print: { color: '#000' } } });

