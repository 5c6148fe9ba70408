// React Router's framework mode. The portal renders every page on the server (packages/portal-server
// serves build/server through the framework's request handler). `PORTAL_STATIC=1` builds the page
// rendered in the browser: the framework's SPA mode, build/client/index.html, which the renderer serves
// where it does not render, and which is, with build/client, the static copy for a city without Node
// (nginx alone). The build makes that one first, then the server build beside it (package.json).
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
