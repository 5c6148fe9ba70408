import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const chooser = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

/**
 * The browser's own chooser (`FileInput`, which `FileUpload` shows until the page's script runs): its height
 * follows its button's font (23 px in Chromium's headless shell), so a floor keeps it at least a target's size.
 */
export const native = style({ minHeight: 44, maxWidth: '100%', fontSize: vars.fontSize.sm });

export const rules = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs, overflowWrap: 'anywhere' });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { '&[data-status="error"]': { borderColor: vars.color.danger } },
});

export const name = style({ overflowWrap: 'anywhere' });

export const size = style({ marginLeft: vars.space.sm, color: vars.color.textMuted });

export const status = style({ gridColumn: '1 / -1', display: 'flex', alignItems: 'center', gap: vars.space.sm, color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const statusError = style({ color: vars.color.danger });

export const progress = style({ flex: '1 1 auto', height: 6, accentColor: vars.color.brand });

export const actions = style({ display: 'flex', gap: vars.space.xs });

export const rejections = style({ margin: 0, paddingLeft: vars.space.lg, color: vars.color.danger, fontSize: vars.fontSize.xs });
