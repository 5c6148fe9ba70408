import { style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';

// The area's pages use the panels, sections, entries, filters and forms of the interaction pages
// (imported, not copied); these are the commitment pages' own.
export {
  page,
  title,
  section,
  sectionHead,
  sectionTitle,
  lead,
  entries,
  entry,
  entryTitle,
  entryText,
  filters,
  filterWide,
  filterNarrow,
  formGrid,
  wide,
  notice,
  noticeActions,
  receipt,
  receiptTitle,
  trackingNo,
  back,
} from '../../views/submission.css';

/** The commitment text as it will be signed, in a bordered sheet. */
export const sheet = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

/** Scenario cards of /promise-application-scenarios. */
export const scenarioName = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.brandDark });
export const scenarioText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.body });

/** Actions in a table row: 查看, 在线承诺. */
export const rowLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const rowLink = style({ color: vars.color.brandDark });

/** The steps of signing or giving feedback, as a numbered list. */
export const steps = style({ margin: 0, paddingLeft: '1.5em', display: 'grid', gap: vars.space.xs, lineHeight: vars.lineHeight.body });
