import { globalStyle, style } from '@vanilla-extract/css';
import { careScope, media, vars } from '@credit-portal/ui';
import { brandRule, careOneColumn, pagination, pillBadge, title } from './page.css';

export { title, pagination };

export const profile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
});
export const avatar = style({ width: '64px', height: '64px', borderRadius: '50%', flex: '0 0 auto', objectFit: 'cover' });
export const profileText = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const userName = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });
export const userMeta = style({ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, color: vars.color.textMuted });
export const userType = style({
  ...pillBadge,
});

// The menu beside the panel (spec §9: sidebar 230 px), stacked on narrow screens.
export const body = style([careOneColumn, {
  display: 'grid',
  gridTemplateColumns: `${vars.size.sidebarWidth} minmax(0, 1fr)`,
  alignItems: 'start',
  gap: vars.space.md,
  '@media': { [media.below('md')]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
}]);
export const aside = style({ minWidth: 0 });
export const panel = style({ minWidth: 0 });

// The panel, its message list and each message are one column no wider than the panel: at 200% text on
// a phone their auto column took the content's width and the page scrolled sideways (WCAG 1.4.10).
export const panelSection = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
});
export const panelTitle = style({
  margin: 0,
  ...brandRule,
  ':focus': { outline: 'none' },
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
export const filters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.lg });

export const summary = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const unread = style({ margin: 0 });
globalStyle(`${unread} strong`, { color: vars.color.brandDark, fontSize: vars.fontSize.lg });

/** 标为已读 keeps its own width inside the message's grid. */
export const markRead = style({ justifySelf: 'start' });

export const messages = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 0, margin: 0, padding: 0, listStyle: 'none' });
export const message = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  padding: `${vars.space.md} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  ':focus': { outline: 'none' },
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
});
export const messageHead = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm });
export const messageTitle = style({ margin: 0, fontSize: vars.fontSize.md });
export const messageMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const messageContent = style({ margin: 0, lineHeight: vars.lineHeight.body });
const tag = {
  flex: '0 0 auto',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
} as const;
export const unreadTag = style({ ...tag, background: vars.color.brand, color: vars.color.onBrand, fontWeight: 600 });
export const readTag = style({ ...tag, border: `1px solid ${vars.color.borderStrong}`, color: vars.color.textMuted });

// The term's column: 9em, or half the row when that is less (200% text on a phone: WCAG 1.4.10).
// 关怀版: the menu stands above the panel, as wide as it.
globalStyle(`${careScope} ${aside} > nav`, { width: '100%' });
