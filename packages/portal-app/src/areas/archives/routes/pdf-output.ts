// /pdf-output
import type { RouteMeta } from '../../../shell/meta';
import { creditReportLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../PdfOutputPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'PdfOutput', title: '信用报告', hideBread: true, adverts: false };

export const loader = settled(creditReportLoader);
export const clientLoader = creditReportLoader;
