// The standalone hidden routes (spec §2 "Shells"): /401, /pdf-output and /login, outside every layout.
import type { PortalRoute } from './meta';

export const standaloneRoutes: PortalRoute[] = [];
