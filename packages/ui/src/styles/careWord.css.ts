import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { careScope } from '../theme/careMode.css';
import { visuallyHidden } from './visuallyHidden.css';

/**
 * A plain word that stands beside an icon or symbol in 关怀版 (the MIIT's 适老化 rules ask for
 * words where the normal mode shows icons): hidden on screen in 标准版 but in the page either way, so
 * server-rendered HTML needs no script and a control's accessible name is the same in both modes.
 * Mark it `aria-hidden` when it only repeats a state the control already states (aria-expanded, aria-sort).
 */
export const careWord = style([
  visuallyHidden,
  {
    selectors: {
      // An inline block, not inline: visuallyHidden's absolute box counts as a block in name computation
      // (a space around the word), so the word's name is spelt alike in both modes.
      [`${careScope} &`]: {
        display: 'inline-block',
        position: 'static',
        width: 'auto',
        height: 'auto',
        margin: 0,
        overflow: 'visible',
        clip: 'auto',
        clipPath: 'none',
        whiteSpace: 'nowrap',
      },
    },
  },
]);

/** An icon or symbol that gives way to its `careWord` in 关怀版 (a chevron whose word says 展开 or 收起). */
export const standardOnly = style({ selectors: { [`${careScope} &`]: { display: 'none' } } });

/**
 * A small icon button (a dialog's or a toast's ×) that, in 关怀版, grows into a bordered button of the
 * controls' height with its word beside the icon.
 */
export const iconButtonWithCareWord = style({
  selectors: {
    [`${careScope} &`]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: 'auto',
      height: 'auto',
      minHeight: vars.size.controlHeight,
      gap: vars.space.xs,
      padding: `0 ${vars.space.md}`,
      border: `2px solid ${vars.color.borderStrong}`,
      color: vars.color.text,
      fontSize: vars.fontSize.md,
      lineHeight: vars.lineHeight.tight,
    },
  },
});

/**
 * Selectors for a control whose box is sized for 14 px words: in 关怀版 it is at least the controls'
 * height (52 px) and as wide, so 24 px words fit and the target is larger. `selectors: { ...careControl }`.
 */
export const careControl = {
  [`${careScope} &`]: { minHeight: vars.size.controlHeight, minWidth: vars.size.controlHeight },
} as const;
