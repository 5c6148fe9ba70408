import { style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';
import { bareList, cardBox } from '../../views/page.css';


// A record's name, its facts and its sections (views/recordFacts.css.ts): other areas' records look the same.

// Member units: a grid of logo cards.
export const unitGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(200px, 100%), 1fr))',
  gap: vars.space.md,
  ...bareList,
});

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

// City ranking.
export const rankUp = style({ color: vars.color.brandDark, fontWeight: 600 });
export const rankDown = style({ color: vars.color.text, fontWeight: 600 });
export const rankSame = style({ color: vars.color.textMuted });
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

