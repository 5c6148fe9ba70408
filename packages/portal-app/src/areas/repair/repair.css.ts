import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';

// The credit-repair pages and the risk report use the shared page panel, its title and the pager's spacing.
export { title, pagination } from '../../views/page.css';

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


export const narrowForm = style({ maxWidth: '640px' });
