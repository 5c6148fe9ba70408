import { CREDIT_LOAN } from '../areas/creditloan/subsite';
import { SubsiteLayout } from './SubsiteLayout';

export { loader } from './PortalLayout';

/** The credit loan's layout (spec §2 'Sub-sites'): its header and the tabs of spec §9. */
export function Component() {
  return <SubsiteLayout subsite={CREDIT_LOAN} />;
}
Component.displayName = 'CreditLoanLayout';
