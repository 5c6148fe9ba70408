import { formatDate, toDate, type DateLike } from './formatDate';

export interface RelativeTimeOptions {
  /** The moment to compare with; defaults to now. */
  now?: DateLike;
  /** Up to this many days ago the text says N天前; older dates are shown as dates. Default 7. */
  maxDays?: number;
  /** Pattern for older (or future) dates. Default `yyyy-MM-dd`. */
  pattern?: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Relative time in minutes, hours and days (spec §9): 刚刚 within a minute, then N分钟前,
 * N小时前, N天前 up to `maxDays`, then the date. A time in the future (a clock a little
 * ahead of the server's) within a minute also reads 刚刚; further ahead it is the date.
 */
export function formatRelativeTime(value: DateLike | null | undefined, options: RelativeTimeOptions = {}): string {
  const date = toDate(value);
  if (!date) return '';
  const now = toDate(options.now ?? Date.now()) ?? new Date();
  const { maxDays = 7, pattern = 'yyyy-MM-dd' } = options;
  const diff = now.getTime() - date.getTime();
  if (diff < -MINUTE) return formatDate(date, pattern);
  if (diff < MINUTE) return '刚刚';
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}分钟前`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}小时前`;
  const days = Math.floor(diff / DAY);
  if (days <= maxDays) return `${days}天前`;
  return formatDate(date, pattern);
}
