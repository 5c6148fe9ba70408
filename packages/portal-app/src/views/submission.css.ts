import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';
import { bareList, cardBox, careOneColumn, page, pagination, sectionTitle, title } from './page.css';

export { page, pagination, sectionTitle, title };

/** A titled part of a page (互动回复, 我要提问 …), its h2 with a short brand rule. */
export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const sectionHead = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });
export const lead = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.body });

/** The row of entry points at the top of 网站互动: ask, follow up, read the answers. */
export const entries = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(200px, 100%), 1fr))',
  gap: vars.space.md,
  ...bareList,
});
export const entry = style({
  display: 'grid',
  gap: vars.space.xs,
  ...cardBox,
  borderTop: `3px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { borderColor: vars.color.brand },
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
export const entryTitle = style({ fontSize: vars.fontSize.md, fontWeight: 600, color: vars.color.brandDark });
export const entryText = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** Keyword and type filters above a list. */
export const filters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });
export const filterWide = style({ flex: '1 1 260px', minWidth: 0 });
export const filterNarrow = style({ flex: '0 1 160px', minWidth: 0 });

/** The answered questions: title link, type, asker, dates. */
export const board = style({ listStyle: 'none', margin: 0, padding: 0, borderTop: `1px solid ${vars.color.border}` });
export const boardItem = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const boardTitle = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  ':hover': { color: vars.color.brandDark, textDecoration: 'underline' },
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const tag = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  color: vars.color.brandDark,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.body,
});

/** A form in two columns on wide screens; long fields span both. */
export const formGrid = style([careOneColumn, {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(260px, 100%), 1fr))',
  gap: `0 ${vars.space.lg}`,
}]);
export const wide = style({ gridColumn: '1 / -1' });
export const notice = style({
  margin: 0,
  padding: vars.space.md,
  background: vars.color.brandSoft,
  borderRadius: vars.radius.sm,
  lineHeight: vars.lineHeight.body,
});
export const noticeActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.sm });

/** The receipt after a submission: the tracking number large, how to look it up. */
export const receipt = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
});
export const receiptTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.brandDark });
export const trackingNo = style({ fontSize: vars.fontSize.xl, fontWeight: 700, letterSpacing: '0.05em', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' });

/** A submission's progress or a question's details: label and value rows. */
export { facts, factRow } from './forms.css';
// One column no wider than the card: a long tracking number in the title wraps instead of widening the
// page (WCAG 1.4.10).
export const card = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

/** Progress steps: 已提交 → 已受理 → 已办结, the reached ones filled. */
export const steps = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0, counterReset: 'step' });
export const step = style({
  flex: '1 1 120px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const stepDone = style({ borderColor: vars.color.brand, background: vars.color.brand, color: vars.color.onBrand });

/** The text of a question and of its reply. */
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', lineHeight: vars.lineHeight.body, overflowWrap: 'anywhere' });
export const reply = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderLeft: `4px solid ${vars.color.brand}`,
  background: vars.color.background,
});
export const back = style({ color: vars.color.brandDark });

/** Text for screen readers only. */

/** Switches what a list shows (a route-changing menu): the shared pills. */
export { linkTabs as kindTabs } from './page.css';

export const questionTitle = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });
globalStyle(`${lead} a, ${notice} a`, { color: vars.color.brandDark });

/** 登录 inside a sentence: a button that reads as a link. */
export const inlineButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.brandDark,
  font: 'inherit',
  // At least 24 px high (WCAG 2.5.8), still in the sentence's line; after the font shorthand.
  lineHeight: '24px',
  textDecoration: 'underline',
  cursor: 'pointer',
});
