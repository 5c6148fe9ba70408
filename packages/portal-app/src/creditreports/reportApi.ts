// The credit-report application operations (spec §7 creditreportapply) the page and the user centre share.
import { site } from '../config/site';
import { portal } from '#portal';

/** The generated report as a link: the token travels as `access_token` (spec §6). */
export const reportDownloadHref = (id: string) =>
  portal.withAccessToken(`${site.apiBase}/cmpinternetportalfront/creditreportapply/downloadReport?id=${encodeURIComponent(id)}`);

/** Only enterprises apply for and share reports (the contract's x-user-types: 2). */
export const REPORT_APPLICANTS = '企业用户';

export { FORBIDDEN } from '../shell/routeData';

/** The states of an application, as 我的申请 filters them. */
export const APPLICATION_STATUSES = ['已申请', '已生成', '已失效'] as const;

/**
 * 我的申请's state in the address, apart from other lists on the same page (StatusFilteredList.tsx),
 * and the application whose sharing is open below the list: `share` (共享, the form) or `shares`
 * (共享记录) with the application's id.
 */
export const APPLICATIONS_ADDRESS = { page: 'applyPage', size: 'applySize', status: 'applyStatus', share: 'share', shares: 'shares' } as const;
