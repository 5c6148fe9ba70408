/**
 * Date formatting (spec §9: the default pattern is `yyyy-MM-dd hh:mm:ss`).
 *
 * In the product's pattern `hh` means the hour of the day, 00–23: its dates read like
 * 2024-03-08 15:30:00, never with an a.m./p.m. marker, so both `hh` and `HH` give 24-hour
 * hours here. Tokens: yyyy yy MM M dd d HH H hh h mm m ss s SSS; text in single quotes is
 * copied as it is. Times are shown in the visitor's local time zone.
 */
export const DEFAULT_DATE_PATTERN = 'yyyy-MM-dd hh:mm:ss';

export type DateLike = Date | number | string;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * A `Date` from what the back end sends: a Date, epoch milliseconds, an ISO string, or
 * `yyyy-MM-dd HH:mm:ss` / `yyyy/MM/dd` / `yyyy-MM-dd` (taken as local time, as the product
 * does). `null` when the value is not a date.
 */
export function toDate(value: DateLike | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') {
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  const text = value.trim();
  if (/^\d{10,13}$/.test(text)) return toDate(Number(text.length === 10 ? `${text}000` : text));
  const local = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/.exec(
    text,
  );
  if (local) {
    const [, y, mo, d, h = '0', mi = '0', s = '0', ms = '0'] = local;
    const date = new Date(
      Number(y),
      Number(mo) - 1,
      Number(d),
      Number(h),
      Number(mi),
      Number(s),
      Number(ms.padEnd(3, '0')),
    );
    // Reject 2024-02-30 and the like instead of rolling over into March.
    if (date.getMonth() !== Number(mo) - 1 || date.getDate() !== Number(d)) return null;
    return date;
  }
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

const TOKEN = /'([^']*)'|yyyy|yy|MM|M|dd|d|HH|H|hh|h|mm|m|ss|s|SSS/g;

/**
 * Formats a date with a pattern (default `yyyy-MM-dd hh:mm:ss`, 24-hour — see above).
 * Returns '' for a missing or unreadable value, so a list never shows "Invalid Date".
 *
 * formatDate(new Date(2024, 2, 8, 15, 30)) → '2024-03-08 15:30:00'
 * formatDate('2024-03-08 15:30:00', 'yyyy年MM月dd日') → '2024年03月08日'
 */
export function formatDate(value: DateLike | null | undefined, pattern: string = DEFAULT_DATE_PATTERN): string {
  const date = toDate(value);
  if (!date) return '';
  return pattern.replace(TOKEN, (token, quoted: string | undefined) => {
    if (quoted !== undefined) return quoted;
    switch (token) {
      case 'yyyy':
        return pad(date.getFullYear(), 4);
      case 'yy':
        return pad(date.getFullYear() % 100);
      case 'MM':
        return pad(date.getMonth() + 1);
      case 'M':
        return String(date.getMonth() + 1);
      case 'dd':
        return pad(date.getDate());
      case 'd':
        return String(date.getDate());
      case 'HH':
      case 'hh':
        return pad(date.getHours());
      case 'H':
      case 'h':
        return String(date.getHours());
      case 'mm':
        return pad(date.getMinutes());
      case 'm':
        return String(date.getMinutes());
      case 'ss':
        return pad(date.getSeconds());
      case 's':
        return String(date.getSeconds());
      default:
        return pad(date.getMilliseconds(), 3);
    }
  });
}

/** The machine-readable form for `<time dateTime>`: local date, or date and time. */
export function toDateTimeAttribute(value: DateLike | null | undefined, withTime = false): string | undefined {
  const text = formatDate(value, withTime ? "yyyy-MM-dd'T'HH:mm:ss" : 'yyyy-MM-dd');
  return text === '' ? undefined : text;
}
