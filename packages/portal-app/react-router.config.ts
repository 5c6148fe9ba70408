// React Router's framework mode. The portal renders every page on the server (packages/portal-server
// serves build/server through the framework's request handler); `PORTAL_STATIC=1` builds the static
// copy instead, for a city without Node: the framework's SPA mode, served by nginx alone.
import type { Config } from '@react-router/dev/config';

const isStatic = process.env.PORTAL_STATIC === '1';

export default {
  appDirectory: 'src',
  buildDirectory: isStatic ? 'build/spa' : 'build',
  ssr: !isStatic,
  // The browser learns the routes of the pages a visitor may go to as links appear, not the whole table.
  ...(isStatic ? {} : { routeDiscovery: { mode: 'lazy' } }),
  future: { v8_splitRouteModules: true },
} satisfies Config;
