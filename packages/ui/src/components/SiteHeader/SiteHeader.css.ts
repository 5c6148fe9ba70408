import { style } from '@vanilla-extract/css';
import { accountList, onBrandAction, onBrandFocus } from '../../styles/onBrand.css';
import { vars } from '../../theme/contract.css';
import { careScope } from '../../theme/careMode.css';
import { breakpoints } from '../../theme/tokens';

export const header = style({
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontFamily: vars.fontFamily.body,
});

export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  maxWidth: vars.size.contentWidth,
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.lg}`,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  // WCAG 2.5.8: a target at least 24 px high on every screen.
  minHeight: 24,
  gap: vars.space.md,
  minWidth: 0,
  color: vars.color.onBrand,
  textDecoration: 'none',
  selectors: onBrandFocus,
});

export const logo = style({ display: 'block', height: 48, width: 'auto', flex: '0 0 auto' });

export const portalName = style({
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '0.04em',
  '@media': { [breakpoints.phone]: { fontSize: vars.fontSize.lg } },
});

export const search = style({
  flex: '1 1 320px',
  minWidth: 0,
  maxWidth: 560,
  // 关怀版: a row of its own under the name and the account links, as wide as the header.
  selectors: { [`${careScope} &`]: { flexBasis: '100%', maxWidth: 'none', order: 1 } },
});

/** Room for the city and district site drop-downs (spec §2), passed in as `siteLinks`. */
export const siteLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: '1 1 auto',
  justifyContent: 'flex-end',
});

export const account = accountList;

export const action = style([onBrandAction, { lineHeight: vars.lineHeight.tight }]);

export const userLink = style([
  action,
  { border: 0, fontWeight: 600, textDecoration: 'underline', textUnderlineOffset: 3 },
]);
