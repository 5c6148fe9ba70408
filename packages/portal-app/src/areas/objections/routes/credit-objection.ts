// /credit-objection
import type { RouteMeta } from '../../../shell/meta';
import { myObjectionsLoader } from '../loaders';

export { Component as default } from '../CreditObjectionPage';

export const handle: RouteMeta = { name: 'CreditObjection', title: '异议申诉', pageTitleEng: 'Credit Objection' };

export const loader = myObjectionsLoader;
export const clientLoader = myObjectionsLoader;
