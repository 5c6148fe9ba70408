// /integrity-wanli
import type { RouteMeta } from '../../../shell/meta';
import { integrityWanliLoader } from '../loaders';

export { Component as default } from '../IntegrityWanliPage';

export const handle: RouteMeta = { name: 'IntegrityWanli', title: '诚信建设万里行', pageTitleEng: 'Integrity Campaign', menuValue: '/integrity-wanli' };

export const loader = integrityWanliLoader;
export const clientLoader = integrityWanliLoader;
