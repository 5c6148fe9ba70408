// Dates of the forms, as the back end compares them: yyyy-MM-dd strings of the day in China Standard Time
// (UTC+8 all year), the same on the server, whose clock may run in UTC, as in any visitor's browser. (Between
// midnight and 08:00 in Beijing a UTC server's local date is still yesterday: a declaration dated today was
// refused as 晚于今天.)
const CST_OFFSET = 8 * 60 * 60 * 1000;
const DAY = 24 * 60 * 60 * 1000;

/** yyyy-MM-dd of the calendar date a Date holds in its UTC fields. */
const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

/** Today in China Standard Time, yyyy-MM-dd. */
export const today = (now: number = Date.now()): string => dayOf(new Date(now + CST_OFFSET));

/** The day `days` before today in China Standard Time, yyyy-MM-dd. */
export const daysAgo = (days: number, now: number = Date.now()): string => today(now - days * DAY);

/** The same day `years` later (a leap day becomes 28 February). */
export function yearsLater(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y + years, m - 1, d));
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0);
  return dayOf(date);
}
