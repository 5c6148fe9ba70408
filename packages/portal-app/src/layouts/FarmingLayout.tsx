import { FARMING_SUBSITE } from '../areas/farming/subsite';
import { SubsiteLayout } from './SubsiteLayout';

export { loader } from './PortalLayout';

/** The farming layout of spec §2: the sub-site's header and tabs over the portal's breadcrumb, main and footer. */
export function Component() {
  return <SubsiteLayout subsite={FARMING_SUBSITE} />;
}
Component.displayName = 'FarmingLayout';
