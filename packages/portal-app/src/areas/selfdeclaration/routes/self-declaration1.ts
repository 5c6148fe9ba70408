// /self-declaration1
import { SERVICE_HUB } from '../../../addresses';
import type { RouteMeta } from '../../../shell/meta';
import { selfDeclarationFormLoader } from '../loaders';

export { Component as default } from '../SelfDeclarationFormPage';

export const handle: RouteMeta = { name: 'SelfDeclaration1', title: '我要声明', pageTitleEng: 'Make a Self-declaration', menuValue: SERVICE_HUB, oldRouter: true };

export const loader = selfDeclarationFormLoader;
export const clientLoader = selfDeclarationFormLoader;
