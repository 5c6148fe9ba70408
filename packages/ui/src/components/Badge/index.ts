export { Badge, badgeTones } from './Badge';
export type { BadgeProps, BadgeTone } from './Badge';
