/** Times travel as `yyyy-MM-dd HH:mm:ss` in China Standard Time (architecture.md, "Shapes"). */
const CST_OFFSET_MS = 8 * 60 * 60 * 1000;

const pad = (n: number): string => String(n).padStart(2, '0');

/** Formats an instant (ms since the epoch) as China Standard Time, whatever the host's time zone. */
export function formatCst(epochMs: number): string {
  const d = new Date(epochMs + CST_OFFSET_MS);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

/** Parses `yyyy-MM-dd HH:mm:ss` (or `yyyy-MM-dd`) read as China Standard Time. */
export function parseCst(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!m) throw new Error(`不是有效的时间: ${text}`);
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)) - CST_OFFSET_MS;
}
