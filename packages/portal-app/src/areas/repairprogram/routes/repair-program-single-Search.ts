// /repair-program-single-Search
import type { RouteMeta } from '../../../shell/meta';

export { Component as default } from '../ProgramSearchPage';

export const handle: RouteMeta = { name: 'RepairProgramSingleSearch', title: '单条查询撤销', adverts: false, hideBread: true, backOffice: true };
