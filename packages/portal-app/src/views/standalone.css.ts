import { style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';
// The status pages' big code and brand button (404, 401) look the same here.
import { action, code } from './StatusPage.css';
import { centredColumn } from './page.css';

export { action, code };

/** The standalone pages (spec §2): no portal header or footer, a centred panel. */
export const page = style({
  ...centredColumn,
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.background,
  color: vars.color.text,
});

export const panel = style({
  width: '100%',
  maxWidth: 440,
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: '0 2px 12px rgba(0, 0, 0, 0.08)',
});

export const brand = style({ margin: 0, color: vars.color.brandDark, fontWeight: 700, textAlign: 'center', textDecoration: 'none' });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, textAlign: 'center', ':focus': { outline: 'none' } });

export const text = style({ margin: 0, color: vars.color.textMuted });

export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const captchaRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const captchaImage = style({ display: 'block', width: 120, height: 40, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm });
export const captchaPlaceholder = style([captchaImage, { background: vars.color.background }]);

export const divider = style({ margin: 0, textAlign: 'center', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.md });


export const secondaryAction = style([
  action,
  { background: vars.color.surface, color: vars.color.brand, border: `1px solid ${vars.color.brand}` },
]);

