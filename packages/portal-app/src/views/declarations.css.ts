import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';
import { linkTabs, page, sectionTitle, title } from './page.css';

export { linkTabs, page, sectionTitle, title };

/** One part of a declaration or application page (指标, 申报, 我的申报), headed by an h2. */
export const section = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
});
export const intro = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: 1.8,
});
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});
export const grow = style({ flex: '1 1 240px', minWidth: 0 });

/** The template download, a plain link styled as a button (it is a file, not an action). */
export const downloadLink = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.brandDark}`,
  borderRadius: vars.radius.md,
  color: vars.color.brandDark,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandSoft } },
});

/** Login or permission notices in place of a form. */
export const notice = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  padding: vars.space.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
});
export const noticeText = style({ margin: 0 });

/** The receipt after a successful submission: the tracking number and how to look it up. */
export const receipt = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  selectors: {
    '&:focus': {
      outline: `2px solid ${vars.color.brand}`,
      outlineOffset: '2px',
    },
  },
});
export const receiptTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const receiptNumber = style({
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  letterSpacing: '0.05em',
  color: vars.color.brandDark,
});
export const receiptText = style({ margin: 0 });

/** Facts of a declaration or an account summary as a definition list. */
export { facts } from './forms.css';

/** The review trail, oldest step first. */
export const trail = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  paddingLeft: vars.space.lg,
});
export const trailStep = style({ lineHeight: 1.7 });
export const muted = style({ color: vars.color.textMuted });

/** The points summary of the user centre: three figures side by side. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(140px, 100%), 1fr))',
  gap: vars.space.md,
  margin: 0,
});
export const figure = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
});
globalStyle(`${figure} dt`, {
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${figure} dd`, {
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  color: vars.color.brandDark,
});

export const rowActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});
export const actionLink = style({ color: vars.color.brandDark });

/** A record looked up from a list (申报详情, 共享), shown below it. */
export const detailPanel = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
});
export const detailHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const fileLink = style({
  display: 'block',
  color: vars.color.brandDark,
});
