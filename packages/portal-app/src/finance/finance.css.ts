// A financial product as every sub-site shows it: its card, its detail's terms and clauses.
import { style } from '@vanilla-extract/css';
import { vars } from '@credit-portal/ui';

export const logo = style({ width: 48, height: 48, borderRadius: vars.radius.sm, flexShrink: 0, objectFit: 'contain' });
