import { style } from '@vanilla-extract/css';
import { onBrandAction } from '../../styles/onBrand.css';
import { breakpoints } from '../../theme/tokens';
import { vars } from '../../theme/contract.css';

// The disclosures exist only on a phone whose browser runs scripts (breakpoints.phoneScripted):
// elsewhere the buttons are not drawn and every part they would hide stays in view, as on a desktop.

export const toggles = style({
  display: 'none',
  gap: vars.space.sm,
  '@media': { [breakpoints.phoneScripted]: { display: 'flex' } },
});

export const toggle = style([
  onBrandAction,
  {
    gap: vars.space.xs,
    // WCAG 2.5.5 (AAA): a 44 px target for the buttons a phone's visitor needs first.
    minHeight: 44,
    fontSize: vars.fontSize.md,
    selectors: { '&[aria-expanded="true"]': { background: vars.color.brandDark } },
  },
]);

export const chevron = style({
  display: 'inline-block',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

/** A part a disclosure hides on a phone: its own box stays as the caller drew it. */
export const panel = style({
  '@media': { [breakpoints.phoneScripted]: { selectors: { '&:not([data-open])': { display: 'none' } } } },
});

/** A part that lays its children out in its parent's row (the header's site links and account). */
export const inline = style({ display: 'contents' });
