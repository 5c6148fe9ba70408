import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';

// The credit-repair pages and the risk report use the shared page panel, its title and the pager's spacing.
export { page, title, pagination, cardGrid } from '../page.css';

/** One block of a page under its own h2. */
export const section = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  paddingLeft: vars.space.sm,
  borderLeft: `4px solid ${vars.color.brand}`,
});

export const lead = style({ margin: 0, lineHeight: 1.8, color: vars.color.text });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The entry points of the hub: a card per link. */
export const entry = style({
  display: 'grid',
  gap: vars.space.xs,
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});
export const entryName = style({ fontWeight: 700, color: vars.color.brandDark, fontSize: vars.fontSize.lg });

/** Numbered steps and plain lists of the guide. */
export const steps = style({ margin: 0, paddingLeft: '1.5em', display: 'grid', gap: vars.space.xs, lineHeight: 1.8 });

/** The chips of the repair types. */
export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
globalStyle(`${tags} li`, {
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
});

/** The receipt after a report and the progress of a looked-up one. */
export const receipt = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
});
export const trackingNo = style({ fontSize: vars.fontSize.xl, fontWeight: 700, color: vars.color.brandDark, letterSpacing: '0.05em' });

export { facts } from '../forms.css';

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });

export const narrowForm = style({ maxWidth: '640px' });
