import { Link } from 'react-router';
import { minimumTarget } from '@credit-portal/ui';

/** The online repair application (/wanna-repair) with this penalty chosen: its form reads `record`. */
export const repairApplyHref = (recordId: string): string => `/wanna-repair?${new URLSearchParams({ record: recordId }).toString()}`;

/**
 * 申请信用修复 on a penalty the back end says may be repaired online (its `repairable`): the page shows the
 * link only then, never by a rule of its own. Named with the decision number where several stand together.
 */
export function RepairLink({ recordId, documentNo }: { recordId: string; documentNo?: string }) {
  return (
    <Link className={minimumTarget} to={repairApplyHref(recordId)} aria-label={documentNo ? `申请信用修复 ${documentNo}` : undefined}>
      申请信用修复
    </Link>
  );
}
