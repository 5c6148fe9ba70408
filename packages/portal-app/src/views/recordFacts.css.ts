// A record's page (a publicity record, a commitment, a credit-plus subject): its name and its line of
// facts under it (its facts themselves: views/Facts.tsx RecordFacts).
import { style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';
import { pillBadge } from './page.css';

/** The subject's name inside the content layout, whose header already carries the h1. */
export const subjectName = style({ margin: 0, fontSize: vars.fontSize.xl });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const badge = style({
  display: 'inline-block',
  ...pillBadge,
});
