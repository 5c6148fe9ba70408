import { forwardRef, type ReactNode } from 'react';
import * as styles from './Badge.css';

export const badgeTones = ['soft', 'solid', 'outline', 'neutral'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps {
  /** `soft` (default): the brand's tint; `solid`: the brand's colour; `outline`: its edge; `neutral`: a grey edge. */
  tone?: BadgeTone;
  children: ReactNode;
  id?: string;
  className?: string;
}

/**
 * A short label beside a name or in a row (企业, 已办结, 未读, 投诉): a pill, wrapping inside only when it is
 * longer than its line. Its words say it all; the colour only repeats them.
 */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge({ tone = 'soft', children, id, className }, ref) {
  return (
    <span ref={ref} id={id} className={[styles.badge, styles.tones[tone], className].filter(Boolean).join(' ')}>
      {children}
    </span>
  );
});
Badge.displayName = 'Badge';
