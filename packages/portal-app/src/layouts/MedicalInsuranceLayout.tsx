import { MEDICAL_SUBSITE } from '../areas/medicalinsurance/medical';
import { SubsiteLayout } from './SubsiteLayout';

export { loader } from './PortalLayout';

/** The medical-insurance sub-site's layout (spec §2 'Other layouts'): its header and section tabs around the portal's main. */
export function Component() {
  return <SubsiteLayout subsite={MEDICAL_SUBSITE} />;
}
Component.displayName = 'MedicalInsuranceLayout';
