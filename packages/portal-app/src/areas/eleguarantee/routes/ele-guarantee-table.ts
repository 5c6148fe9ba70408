// /ele-guarantee-table
import type { RouteMeta } from '../../../shell/meta';
import { eleGuaranteeTableLoader } from '../loaders';

export { Component as default } from '../EleGuaranteeTablePage';

export const handle: RouteMeta = { name: 'EleGuaranteeTable', title: '保函机构及产品', pageTitleEng: 'Guarantee Institutions', menuValue: '/ele-guarantee-table' };

export const loader = eleGuaranteeTableLoader;
export const clientLoader = eleGuaranteeTableLoader;
