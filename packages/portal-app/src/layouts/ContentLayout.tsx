import { PortalLayout } from './PortalLayout';

import { loader as portalLayoutLoader } from './PortalLayout';

export const loader = portalLayoutLoader;
export const clientLoader = portalLayoutLoader;

/** The content layout of spec §2. */
export function Component() {
  return <PortalLayout variant="content" />;
}
Component.displayName = 'ContentLayout';
export default Component;
