// The city the portal is built for: cities/<PORTAL_CITY>/portal.json at the repository root, under the
// `virtual:city/` alias (vite.config.ts, city.config.ts). Every city's file has this shape
// (docs/new-city.md); src/config/cities.test.ts checks each one.
declare module 'virtual:city/portal.json' {
  import type { CityPortalData } from './cityData';

  const city: CityPortalData;
  export default city;
}
