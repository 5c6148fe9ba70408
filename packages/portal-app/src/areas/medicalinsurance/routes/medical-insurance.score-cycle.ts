// /medical-insurance/score-cycle: a part of the scoring scheme, one CMS article.
import type { RouteMeta } from '../../../shell/meta';
import { singlePageLoader } from '../../../views/genericLists';
import { MEDICAL_TABS, SCHEME_PARTS } from '../medical';

export { Component as default } from '../SchemePartPage';

const part = SCHEME_PARTS[5];

export const handle: RouteMeta = { name: part.name, title: part.label, classification: part.classification, pageTitleEng: part.eng, menuValue: MEDICAL_TABS.score, oldRouter: true };

const pageLoader = singlePageLoader(part.classification);

export const loader = pageLoader;
export const clientLoader = pageLoader;
