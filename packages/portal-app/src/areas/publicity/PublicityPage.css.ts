import { style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';
import { cardBox } from '../../views/page.css';

export const unitCard = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'start',
  gap: vars.space.sm,
  ...cardBox,
  color: vars.color.text,
  textAlign: 'center',
  textDecoration: 'none',
  transition: 'border-color 0.2s, box-shadow 0.2s',
  ':hover': { borderColor: vars.color.brand, boxShadow: '0 2px 8px rgba(0, 0, 0, 0.08)' },
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const unitLogo = style({ width: '100%', maxWidth: '160px', height: '80px', objectFit: 'contain' });
export const unitName = style({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.tight });

