import { style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';
import { careOneColumn } from '../../views/page.css';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
});

// The portal's name is the page's heading for screen readers; the header already shows it.
export const title = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const columns = style([careOneColumn, {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 520px), 1fr))',
  gap: vars.space.lg,
}]);

export const column = style({
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  // Reserve the height of eight rows so the page does not shift when the news arrives.
  minHeight: '380px',
});
