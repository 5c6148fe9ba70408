// Sharing a generated credit report (共享) and ending a share (停止共享): the form's definition, which
// the page's form (ReportApplications) and the route's actions share, so that both are sent as plain
// POSTs too, to the page whose address opened the report's sharing (?share=, ?shares=).
import type { ActionFunctionArgs } from 'react-router';
import { ShareRequestRules, unwrap, type OperationResult } from '@credit-portal/api-client';
import { FormSubmitError, normaliseUscc, validateUnifiedSocialCreditCode, validationMessages } from '@credit-portal/ui';
import { portal } from '#portal';
import { searchOf } from '../shell/routeData';
import { oneCallAction, Refused } from '../submission/oneCallAction';
import { submissionClientAction } from '../submission/clientAction';
import { today } from '../submission/dates';
import type { SubmissionForm } from '../submission/useSubmission';
import { reportApplicationsOf } from './applications';
import { APPLICATIONS_ADDRESS, FORBIDDEN } from './reportApi';

/** The two forms' names among the page's forms (their actions' intents). */
export const SHARE = 'share';
export const STOP_SHARE = 'stopShare';

export interface ShareValues {
  creditCode: string;
  validUntil: string;
}

export type ShareResult = OperationResult<'shareCreditReport'>;

/** What a share sent tells the visitor: with whom, until when. */
export const sharedMessage = (share: ShareResult) => `已共享给${share.targetName}，共享至${share.validUntil}。`;

/** The last day a report may be shared until: its expiry (today when the answer has none). */
export const lastShareDay = (application: { expireTime?: string | null }, day = today()) => application.expireTime?.slice(0, 10) ?? day;

/**
 * 共享 of one report: one organisation, by its code, until a day from today to the report's expiry
 * (`application`, as 我的申请 lists it).
 */
export function shareForm(application: { id: string; expireTime?: string | null }, day = today()): SubmissionForm<ShareValues, ShareResult> {
  const last = lastShareDay(application, day);
  return {
    rules: ShareRequestRules,
    fields: {
      creditCode: { label: '被共享单位的统一社会信用代码', normalise: normaliseUscc, patternMessage: validationMessages.unifiedSocialCreditCode },
      validUntil: { label: '共享截止日期', requiredMessage: '请选择共享截止日期' },
    },
    validators: {
      // The check character, which the contract's pattern does not cover.
      creditCode: validateUnifiedSocialCreditCode,
      validUntil: [(value) => value >= day || '共享截止日期不能早于今天', (value) => value <= last || `共享截止日期不能晚于报告有效期（${last}）`],
    },
    blank: { creditCode: '', validUntil: last },
    signIn: '信用报告共享',
    send: (values) =>
      unwrap(
        portal.api.POST('/cmpinternetportalfront/creditreportapply/share/{id}', {
          params: { path: { id: application.id } },
          body: { creditCode: normaliseUscc(values.creditCode), validUntil: values.validUntil },
        }),
      ),
  };
}

/** A report that cannot be shared from this page (not among the visitor's generated reports shown). */
const unshareable = (id: string): SubmissionForm<ShareValues, ShareResult> => ({
  ...shareForm({ id }),
  // No expiry to check the day against: the contract's checks only, then why it cannot be shared.
  validators: {},
  send: () => Promise.reject(new FormSubmitError('未找到可共享的报告：请在“我的申请”中点击已生成报告的“共享”后再提交')),
});

/**
 * 共享's form for a post to the page: the report is the one the address opened (?share=), found among the
 * visitor's applications of the page shown (its expiry bounds the day). The routes make their server
 * action from it (a module the browser loads holds no server action), and the clientAction below.
 */
export async function sharedReportForm({ request }: ActionFunctionArgs): Promise<SubmissionForm<ShareValues, ShareResult>> {
  const id = searchOf(request).get(APPLICATIONS_ADDRESS.share) ?? '';
  // Anonymous: the action says a login is needed before anything is read.
  if (portal.tokenStore.get() === null) return shareForm({ id });
  const applications = await reportApplicationsOf(request).then(
    (mine) => (mine.applications === FORBIDDEN ? [] : mine.applications.records),
    () => [],
  );
  const application = applications.find((row) => row.id === id && row.status === '已生成');
  return application ? shareForm(application) : unshareable(id);
}
/** The same, for 共享 sent with the page's script (its form posts to the page with the same address). */
export const shareClientAction = submissionClientAction(sharedReportForm);

/** What the page shows of a 停止共享 sent without its script: the share ended, or why not. */
export interface StopShareAnswer {
  stopped?: string;
  failure?: string;
}

/** The route's action for 停止共享 (its clientAction too: the form data is the same with the page's script): the share named by the posted `shareId`. */
export const stopShareAction = oneCallAction({
  name: 'stopShare',
  read: (posted): string | Refused<StopShareAnswer> => {
    const id = posted?.get('shareId');
    return typeof id === 'string' && /^\d{1,18}$/.test(id) ? id : new Refused({ failure: '未指明要停止的共享，请在共享记录中重新操作' }, 400);
  },
  call: async (id): Promise<StopShareAnswer> => {
    await unwrap(portal.api.POST('/cmpinternetportalfront/creditreportapply/stopShare/{id}', { params: { path: { id } } }));
    return { stopped: id };
  },
  failed: (failure): StopShareAnswer => ({ failure }),
  otherwise: '操作失败，请稍后重试',
});
