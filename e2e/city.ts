// The city the portal under test is built and seeded for: cities/<PORTAL_CITY>/ at the repository root
// (default: cities/cities.json's). Tests name the city, its portal and its institutions from here, so the
// same checks pass for any city's build.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const cities = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../cities');
const id = process.env.PORTAL_CITY?.trim() || (JSON.parse(fs.readFileSync(path.join(cities, 'cities.json'), 'utf8')) as { default: string }).default;
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(cities, id, file), 'utf8'));
const portal = read('portal.json') as { id: string; name: string; short: string; portalName: string; organiser: string; undertaker: string; repairSystemName: string; subsites: string[] };
const seed = read('seed.json') as { pinyin: string; abbreviation: string; govDomain: string; districts: { name: string; code: string }[]; staff: { account: string; name: string; organ: string }[] };

export const city = {
  ...portal,
  pinyin: seed.pinyin,
  govDomain: seed.govDomain,
  /** The one character that begins the city's decision numbers (…市监处罚〔2025〕118号). */
  abbreviation: seed.abbreviation,
  districts: seed.districts.map((d) => d.name),
  /** The county-level divisions with their codes, as the back end's division lists give them. */
  divisions: seed.districts.map(({ name, code }) => ({ name, code })),
  staff: seed.staff,
};

/** Whether the city has this sub-site (portal.json's `subsites`): a sub-site it lacks has no pages to test. */
export const hasSubsite = (id: string): boolean => city.subsites.includes(id);

/** Text for a regular expression: the city's names hold no special characters, but a test must not assume it. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A demo operator of the credit-repair back office as the pages name them: 姓名（账号）. */
export function operator(account: string): string {
  const person = city.staff.find((entry) => entry.account === account);
  if (!person) throw new Error(`cities/${city.id}/seed.json has no operator ${account}`);
  return `${person.name}（${person.account}）`;
}
