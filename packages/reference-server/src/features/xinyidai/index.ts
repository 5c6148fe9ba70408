// The 信易贷 financing and docking platform (spec §7 "xubyidai financing platform"): city and district
// statistics, enterprises' financing demands, successful dockings and the institutions. Everything is
// derived from the finance feature's tables, so lists and statistics always agree.
import type { Feature } from '../../kernel/feature.js';
import { labels } from './labels.js';
import { handlers } from './handlers.js';

export const xinyidai: Feature = {
  name: 'xinyidai',
  handlers,
  labels,
};
