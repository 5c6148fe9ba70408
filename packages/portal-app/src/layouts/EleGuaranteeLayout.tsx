import { ELE_GUARANTEE_SUBSITE } from '../areas/eleguarantee/subsite';
import { SubsiteLayout } from './SubsiteLayout';

export { loader } from './PortalLayout';

/** The electronic-guarantee sub-site's layout (spec §2 'Other layouts'): its header and section tabs around the portal's main. */
export function Component() {
  return <SubsiteLayout subsite={ELE_GUARANTEE_SUBSITE} />;
}
Component.displayName = 'EleGuaranteeLayout';
