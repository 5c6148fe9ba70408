import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';
import { careScope } from '../../theme/careMode.css';
import { careControl } from '../../styles/careWord.css';

export const paginationParts = ['total', 'sizes', 'prev', 'pager', 'next', 'jumper'] as const;

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  // Spec §9: the pagination sits 54 px below the list.
  marginTop: vars.size.paginationMarginTop,
  color: vars.color.text,
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.sm,
  '@media': { [breakpoints.phone]: { marginTop: vars.space.xl, gap: vars.space.xs } },
});

export const total = style({ whiteSpace: 'nowrap' });

export const pager = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

const control = {
  minWidth: 36,
  minHeight: 36,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
} as const;

export const button = style({
  ...control,
  cursor: 'pointer',
  selectors: {
    ...careControl,
    '&:hover:not(:disabled)': { borderColor: vars.color.brand, color: vars.color.brandDark },
    '&[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: 700,
      cursor: 'default',
    },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted, background: vars.color.background },
  },
});

/** Page numbers other than the current one give way on a phone: prev, current, next remain. */
export const pageItem = style({
  '@media': { [breakpoints.phone]: { selectors: { '&[data-current="false"]': { display: 'none' } } } },
});

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 28,
  height: 36,
  color: vars.color.textMuted,
  '@media': { [breakpoints.phone]: { display: 'none' } },
});

export const phoneStatus = style({
  display: 'none',
  '@media': { [breakpoints.phone]: { display: 'inline' } },
});

export const select = style({ ...control, cursor: 'pointer', selectors: careControl });

export const jumper = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, whiteSpace: 'nowrap' });

export const jumperInput = style({ ...control, width: 56, textAlign: 'center', selectors: { [`${careScope} &`]: { width: 88, minHeight: vars.size.controlHeight } } });

export const wideOnly = style({ '@media': { [breakpoints.phone]: { display: 'none' } } });
