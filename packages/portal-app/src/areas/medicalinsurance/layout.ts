// The area's own layout: the portal's AreaLayout with this area's settings in its handle.
import type { AreaLayoutHandle } from '../../shell/meta';
import { MEDICAL_SUBSITE } from './medical';

import { loader as portalLayoutLoader } from '../../layouts/PortalLayout';
import { settled } from '../../shell/routeData';

export { default } from '../../layouts/AreaLayout';

export const loader = settled(portalLayoutLoader);
export const clientLoader = portalLayoutLoader;

export const handle: AreaLayoutHandle = { subsite: MEDICAL_SUBSITE };
