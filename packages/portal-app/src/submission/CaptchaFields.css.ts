import { style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';

// The 安全验证 takes a whole row of the form's actions, above its buttons.
export const captcha = style({ flexBasis: '100%', display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });
// The captcha's image is drawn dark on white: it keeps its white in every colour mode.
export const image = style({ border: `1px solid ${vars.color.border}`, background: '#fff' });
export const audio = style({ minHeight: 24, display: 'inline-flex', alignItems: 'center' });
