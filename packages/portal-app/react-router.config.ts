// React Router's framework mode, every page rendered on the server. `PORTAL_STATIC=1` builds first the SPA
// mode's build/client/index.html: the page the renderer leaves to the browser, and the static copy for nginx alone.
import type { Config } from '@react-router/dev/config';
import { cityBuild } from './city.config.ts';

const isStatic = process.env.PORTAL_STATIC === '1';

export default {
  appDirectory: 'src',
  // build for the default city, build-<city> for another (PORTAL_CITY, city.config.ts).
  buildDirectory: cityBuild().buildDirectory,
  ssr: !isStatic,
  // The browser learns the routes of the pages a visitor may go to as links appear, not the whole table.
  ...(isStatic ? {} : { routeDiscovery: { mode: 'lazy' } }),
  future: { v8_splitRouteModules: true },
} satisfies Config;
