// The divisions of the seeded city, as division filters and district statistics name them.
import { CITY } from '../../seed/city.js';
import { DISTRICT_CODES } from '../subjects/identifiers.js';

/** Local codes for the functional zones, which GB/T 2260 does not list (they report like districts). */
const ZONE_CODES: Readonly<Record<string, string>> = {
  湄洲岛国家旅游度假区: '350391',
  北岸经济开发区: '350392',
  莆田高新区: '350393',
};

/** The divisions of the city with a code each (districts by GB/T 2260, zones by local code). */
export const DIVISIONS: readonly { code: string; name: string }[] = CITY.districts.map((name) => ({
  code: ZONE_CODES[name] ?? DISTRICT_CODES[name] ?? '350300',
  name,
}));

