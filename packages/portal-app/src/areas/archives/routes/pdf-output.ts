// /pdf-output
import type { RouteMeta } from '../../../shell/meta';
import { creditReportLoader } from '../loaders';

export { Component as default } from '../PdfOutputPage';

export const handle: RouteMeta = { name: 'PdfOutput', title: '信用报告', hideBread: true, adverts: false };

export const loader = creditReportLoader;
export const clientLoader = creditReportLoader;
