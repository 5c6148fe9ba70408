// Dates of the declaration forms, as the back end compares them: yyyy-MM-dd strings of the visitor's day.

/** yyyy-MM-dd of a local date. */
export const isoDay = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Today, yyyy-MM-dd. */
export const today = (): string => isoDay(new Date());

/** The same day `years` later (a leap day becomes 28 February). */
export function yearsLater(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(y + years, m - 1, d);
  if (date.getMonth() !== m - 1) date.setDate(0);
  return isoDay(date);
}
