import { PortalLayout } from './PortalLayout';

import { loader as portalLayoutLoader } from './PortalLayout';

export const loader = portalLayoutLoader;
export const clientLoader = portalLayoutLoader;

/** The other layout of spec §2. */
export function Component() {
  return <PortalLayout variant="other" />;
}
Component.displayName = 'OtherLayout';
export default Component;
