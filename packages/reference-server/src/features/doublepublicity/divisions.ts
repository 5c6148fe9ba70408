// The divisions of the seeded city, as division filters and district statistics name them.
import { CITY } from '../../seed/city.js';

/**
 * The divisions of the city with a code each (districts by GB/T 2260; the functional zones, which it
 * does not list, by the local code of the city's folder).
 */
export const DIVISIONS: readonly { code: string; name: string }[] = CITY.divisions.map(({ name, code }) => ({ code, name }));

