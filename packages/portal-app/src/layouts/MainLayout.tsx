import { PortalLayout } from './PortalLayout';

import { loader as portalLayoutLoader } from './PortalLayout';

export const loader = portalLayoutLoader;
export const clientLoader = portalLayoutLoader;

/** The main layout of spec §2. */
export function Component() {
  return <PortalLayout variant="main" />;
}
Component.displayName = 'MainLayout';
export default Component;
