// Styles shared by the submission pages (interaction, repair, declarations, credit report): what
// they show after sending or looking a submission up.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';

/** A submission's facts (progress, declaration, account) as label and value rows. */
// The label's column takes at most half the row, so at 200% text on a phone the value keeps room beside
// it (WCAG 1.4.10).
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'fit-content(50%) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
// A long tracking number or address wraps instead of widening the page.
globalStyle(`${facts} dd`, { margin: 0, minWidth: 0, overflowWrap: 'anywhere' });
