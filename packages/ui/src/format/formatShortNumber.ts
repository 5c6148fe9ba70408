/** Spec §9: short numbers with k, M, G, T, P, E (powers of 1000). */
const UNITS = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
] as const;

/**
 * 1234 → '1.2k', 2500000 → '2.5M', 999 → '999', 1000 → '1k'. Trailing zeros are dropped;
 * `digits` is the most decimals kept (default 1). Negative numbers keep their sign.
 */
export function formatShortNumber(value: number, digits = 1): string {
  if (!Number.isFinite(value)) return '';
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const trim = (text: string) => text.replace(/\.0+$|(\.\d*[1-9])0+$/, '$1');
  for (const unit of UNITS) {
    if (abs >= unit.value) {
      const scaled = abs / unit.value;
      // 999.96k rounds to 1000.0k: say 1M instead.
      const text = scaled.toFixed(digits);
      const next = UNITS[UNITS.indexOf(unit) - 1];
      if (Number(text) >= 1000 && next) return `${sign}${trim((abs / next.value).toFixed(digits))}${next.symbol}`;
      return `${sign}${trim(text)}${unit.symbol}`;
    }
  }
  return `${sign}${trim(abs.toFixed(digits))}`;
}

/** File sizes for attachment lists and uploads: 512 B, 1.5 KB, 10 MB, 1.2 GB. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let size = bytes / 1024;
  let index = 0;
  while (size >= 1024 && index < units.length - 1) {
    size /= 1024;
    index += 1;
  }
  return `${size.toFixed(1).replace(/\.0$/, '')} ${units[index]}`;
}
