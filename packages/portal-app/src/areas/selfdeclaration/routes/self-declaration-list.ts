// /self-declaration-list
import { SERVICE_HUB } from '../../../addresses';
import type { RouteMeta } from '../../../shell/meta';
import { selfDeclarationListLoader } from '../loaders';

export { Component as default } from '../SelfDeclarationListPage';

export const handle: RouteMeta = { name: 'SelfDeclarationList', title: '自主声明公示', pageTitleEng: 'Published Self-declarations', menuValue: SERVICE_HUB, oldRouter: true };

export const loader = selfDeclarationListLoader;
export const clientLoader = selfDeclarationListLoader;
