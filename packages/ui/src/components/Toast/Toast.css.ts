import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { layers } from '../../theme/layers';

export const viewport = style({
  position: 'fixed',
  top: vars.space.lg,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: layers.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(420px, calc(100vw - 32px))',
  pointerEvents: 'none',
  fontFamily: vars.fontFamily.body,
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    borderLeft: '4px solid',
    background: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    boxShadow: '0 4px 16px rgba(0, 0, 0, 0.18)',
    pointerEvents: 'auto',
  },
  variants: {
    kind: {
      success: { borderLeftColor: '#1b7f3b' },
      info: { borderLeftColor: vars.color.brand },
      // On the surface like the others (a fixed pink tint stayed pink under 高对比度's white text):
      // the danger-coloured edge and the words 错误： say what it is.
      error: { borderLeftColor: vars.color.danger },
    },
  },
});

export const message = style({ flex: 1, margin: `${vars.space.xxs} 0`, overflowWrap: 'anywhere' });

export const kind = style({ fontWeight: 700 });

export const dismiss = style({
  flex: '0 0 auto',
  width: 28,
  height: 28,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandSoft, color: vars.color.brandDark } },
});
