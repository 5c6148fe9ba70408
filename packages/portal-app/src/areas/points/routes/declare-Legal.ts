// /declare-Legal
import type { RouteMeta } from '../../../shell/meta';
import { declareLegalLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { DeclareLegalPage as default } from '../DeclarePage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'DeclareLegal', title: '法人积分申报', pageTitleEng: 'Points Declaration for Legal Persons' };

export const loader = settled(declareLegalLoader);
export const clientLoader = declareLegalLoader;
