import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers';
import { breakpointWidths, media } from '../../theme/tokens';

/** Below this width (the theme's `lg`) the column would cover the content, so it is not shown. */
export const advertColumnMinViewport = breakpointWidths.lg;

export const column = style({
  position: 'sticky',
  zIndex: layers.advertColumn,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xs,
  fontFamily: vars.fontFamily.body,
  '@media': {
    [media.below('lg')]: { display: 'none' },
  },
});

export const close = style({
  alignSelf: 'flex-end',
  minWidth: 44,
  minHeight: 24,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandSoft, color: vars.color.brandDark } },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({ display: 'block' });

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.sm,
  boxShadow: '0 1px 6px rgba(0, 0, 0, 0.15)',
});
