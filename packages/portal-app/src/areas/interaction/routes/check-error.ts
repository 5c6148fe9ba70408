// /check-error
import type { RouteMeta } from '../../../shell/meta';
import { myCorrectionsLoader } from '../loaders';

export { Component as default } from '../CheckErrorPage';

export const handle: RouteMeta = { name: 'CheckError', title: '信息纠错', pageTitleEng: 'Error Correction' };

export const loader = myCorrectionsLoader;
export const clientLoader = myCorrectionsLoader;
