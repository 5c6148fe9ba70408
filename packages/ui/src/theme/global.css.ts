import { fallbackVar, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { fontStack } from './tokens';

// A small base, not a full reset: box sizing, the Chinese font stack and a focus outline that
// is always visible for keyboard users (fallbacks apply outside a theme class).
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  fontFamily: fontStack,
  lineHeight: 1.6,
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

// A word longer than its line (a card or licence number in a heading at 200% text on a phone) breaks
// rather than widening the page (WCAG 1.4.10); words that fit are never broken.
globalStyle('body', {
  margin: 0,
  color: fallbackVar(vars.color.text, '#1f2329'),
  background: fallbackVar(vars.color.background, '#ffffff'),
  overflowWrap: 'break-word',
});

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('img', { maxWidth: '100%' });

globalStyle(':focus-visible', {
  outline: `3px solid ${fallbackVar(vars.color.focusRing, '#1f2329')}`,
  outlineOffset: '2px',
});
