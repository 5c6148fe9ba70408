// /self-declaration-detail
import { SERVICE_HUB } from '../../../addresses';
import type { RouteMeta } from '../../../shell/meta';
import { selfDeclarationDetailLoader } from '../loaders';

export { Component as default } from '../SelfDeclarationDetailPage';

export const handle: RouteMeta = { name: 'SelfDeclarationDetail', title: '自主声明详情', pageTitleEng: 'Self-declaration', menuValue: SERVICE_HUB, oldRouter: true };

export const loader = selfDeclarationDetailLoader;
export const clientLoader = selfDeclarationDetailLoader;
