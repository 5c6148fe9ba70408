// /declare-Legal
import type { RouteMeta } from '../../../shell/meta';
import { declareLegalLoader } from '../loaders';

export { DeclareLegalPage as default } from '../DeclarePage';

export const handle: RouteMeta = { name: 'DeclareLegal', title: '法人积分申报', pageTitleEng: 'Points Declaration for Legal Persons' };

export const loader = declareLegalLoader;
export const clientLoader = declareLegalLoader;
