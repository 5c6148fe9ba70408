// The messages of 公众留言 wherever they are listed (the board, the user centre's 我的留言).
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';

export const statusTag = styleVariants({
  done: { padding: `${vars.space.xxs} ${vars.space.sm}`, borderRadius: vars.radius.pill, background: vars.color.brandSoft, color: vars.color.brandDark, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' },
  open: { padding: `${vars.space.xxs} ${vars.space.sm}`, borderRadius: vars.radius.pill, background: vars.color.background, color: vars.color.text, border: `1px solid ${vars.color.borderStrong}`, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' },
});

export const nowrap = style({ whiteSpace: 'nowrap' });
