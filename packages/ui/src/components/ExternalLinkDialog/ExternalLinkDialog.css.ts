import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const message = style({ margin: 0, fontSize: vars.fontSize.md });

export const refused = style([message, { color: vars.color.danger }]);

/** Long addresses wrap anywhere rather than widening the dialog. */
export const address = style({ fontWeight: 600, overflowWrap: 'anywhere', wordBreak: 'break-all' });

export const checkboxRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const checkbox = style({ width: 18, height: 18, margin: 0, accentColor: vars.color.brand });
