// /self-declaration
import { SERVICE_HUB } from '../../../addresses';
import type { RouteMeta } from '../../../shell/meta';
import { selfDeclarationLoader } from '../loaders';

export { Component as default } from '../SelfDeclarationPage';

export const handle: RouteMeta = { name: 'SelfDeclaration', title: '自主声明', pageTitleEng: 'Self-declaration', menuValue: SERVICE_HUB, oldRouter: true };

export const loader = selfDeclarationLoader;
export const clientLoader = selfDeclarationLoader;
