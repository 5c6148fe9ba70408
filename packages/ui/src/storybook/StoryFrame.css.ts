import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const frame = style({
  minHeight: '100%',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.fontFamily.body,
  // The text-size class on both <html> and the frame (200% text) scales the text once: the frame keeps
  // <html>'s size.
  selectors: { 'html &': { fontSize: 'inherit' } },
});

export const padded = style({ padding: vars.space.lg });
