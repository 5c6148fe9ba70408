import { style } from '@vanilla-extract/css';
import { careScope } from '@credit-portal/ui';
import { visuallyHidden } from '../views/page.css';

// 关怀版 says in words what standard mode shows as a symbol (issue 15; the MIIT's 适老化 rules: plain
// language where the normal mode uses icons).

/** The symbol: shown in standard mode, gone in 关怀版. */
export const symbol = style({ selectors: { [`${careScope} &`]: { display: 'none' } } });

/** Its word: for screen readers in standard mode, on the page in 关怀版. */
export const word = style([
  visuallyHidden,
  {
    selectors: {
      [`${careScope} &`]: { position: 'static', width: 'auto', height: 'auto', margin: 0, overflow: 'visible', clip: 'auto', whiteSpace: 'normal' },
    },
  },
]);
