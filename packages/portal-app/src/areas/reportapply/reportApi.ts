// The credit-report application operations (spec §7 creditreportapply) the page and the user centre share.
import { site } from '../../config/site';
import { portal } from '../../shell/portal';

/** The generated report as a link: the token travels as `access_token` (spec §6). */
export const reportDownloadHref = (id: string) =>
  portal.withAccessToken(`${site.apiBase}/cmpinternetportalfront/creditreportapply/downloadReport?id=${encodeURIComponent(id)}`);

/** Only enterprises apply for and share reports (the contract's x-user-types: 2). */
export const REPORT_APPLICANTS = '企业用户';
