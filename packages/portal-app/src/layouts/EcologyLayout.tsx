import { ECOLOGY_SUBSITE } from '../areas/ecology/ecology';
import { SubsiteLayout } from './SubsiteLayout';

export { loader } from './PortalLayout';

/** The ecology sub-site's layout (spec §2 'Other layouts'): its header and section tabs around the portal's main. */
export function Component() {
  return <SubsiteLayout subsite={ECOLOGY_SUBSITE} />;
}
Component.displayName = 'EcologyLayout';
