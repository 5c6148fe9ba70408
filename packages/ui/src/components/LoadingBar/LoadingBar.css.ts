import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers';

const travel = keyframes({
  '0%': { transform: 'translateX(-100%)' },
  '100%': { transform: 'translateX(250%)' },
});

export const root = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  height: 3,
  overflow: 'hidden',
  zIndex: layers.loadingBar,
  pointerEvents: 'none',
  background: vars.color.brandSoft,
});

export const bar = style({
  display: 'block',
  width: '40%',
  height: '100%',
  background: vars.color.brand,
  animation: `${travel} 1.2s ease-in-out infinite`,
  '@media': {
    // Still for visitors who ask for less motion: a full bar says "loading" without moving.
    '(prefers-reduced-motion: reduce)': { animation: 'none', width: '100%' },
  },
});
