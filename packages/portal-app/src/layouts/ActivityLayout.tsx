import { useSearchParams } from 'react-router';
import { SubsiteTabs } from '@credit-portal/ui';
import { ACTIVITY_TABS, SAFETY_CAMPAIGNS, isSafetyKind } from '../areas/activity/campaigns';
import { useRouteMeta } from '../shell/routeMeta';
import { PortalLayout } from './PortalLayout';

export { loader } from './PortalLayout';

/**
 * The activity layout of spec §2: the portal's header, skip link, main and footer (PortalLayout), with
 * the campaigns' tab bar in place of the main tab menu.
 */
export function Component() {
  const meta = useRouteMeta();
  const [params] = useSearchParams();
  // An enterprise's detail belongs to the campaign of its lists (?type=food …).
  const type = params.get('type');
  const activeValue = meta?.menuValue ?? (isSafetyKind(type) ? SAFETY_CAMPAIGNS[type].href : undefined);
  return <PortalLayout variant="other" menu={<SubsiteTabs tabs={ACTIVITY_TABS} activeValue={activeValue} label="专项活动" />} />;
}
Component.displayName = 'ActivityLayout';
