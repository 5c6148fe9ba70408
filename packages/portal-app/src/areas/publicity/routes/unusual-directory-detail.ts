// /unusual-directory-detail
import type { RouteMeta } from '../../../shell/meta';
import { abnormalEntryLoader } from '../loaders';

export { Component as default } from '../AbnormalDetailPage';

export const handle: RouteMeta = { name: 'UnusualDirectoryDetail', title: '名录详情', pageTitleEng: 'Directory Entry', oldRouter: true };

export const loader = abnormalEntryLoader;
export const clientLoader = abnormalEntryLoader;
