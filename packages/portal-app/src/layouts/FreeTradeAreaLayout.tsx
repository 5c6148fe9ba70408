import { FREE_TRADE_AREA } from '../areas/freetradearea/subsite';
import { SubsiteLayout } from './SubsiteLayout';

export { loader } from './PortalLayout';

/** The free trade area's layout (spec §2 'Sub-sites'): its header and the column tabs of spec §9. */
export function Component() {
  return <SubsiteLayout subsite={FREE_TRADE_AREA} />;
}
Component.displayName = 'FreeTradeAreaLayout';
