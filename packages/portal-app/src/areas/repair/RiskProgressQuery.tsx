import { useState } from 'react';
import { isPortalError, unwrap, type Schemas } from '@credit-portal/api-client';
import { Card, Field, Form, FormSubmitError, required, TextInput, useForm, validateMobile, validateResidentId, type FormValidators } from '@credit-portal/ui';
import { portal } from '#portal';
import { Facts } from '../../views/Facts';
import { progressFacts } from '../../views/SubmissionViews';
import { toFormError } from '../../views/formError';
import { intentAddress } from '../../submission/action';
import { lookupClientAction, lookupFormAction, useActedLookup, useLookup, type LookupForm } from '../../submission/lookupForm';

type Progress = Schemas['SubmissionProgress'];

export interface QueryValues {
  trackingNo: string;
  verifier: string;
}

/** 受理编号 of a risk report: FX, the day yyyyMMdd and a 4-digit sequence (TrackingNo). */
const TRACKING_NO = /^FX\d{12,16}$/;

/** The second factor: the mobile number or the resident ID given in the report. */
const mobileOrResidentId = (value: string) =>
  validateMobile(value) === true || validateResidentId(value) === true || '请输入报告时填写的手机号码或身份证号码';

const CHECKS: FormValidators<QueryValues> = {
  trackingNo: [required('请输入受理编号'), (v) => TRACKING_NO.test(v.trim().toUpperCase()) || '受理编号为FX加12位数字，如FX202611200001'],
  verifier: [required('请输入手机号码或身份证号码'), mobileOrResidentId],
};

const NOT_FOUND = '未查询到相关报告，请核对受理编号和手机号码或身份证号码';

/** The query's name among its page's forms (its action's intent). */
export const RISK_QUERY = 'query';

/** The progress of this number with this second factor; NOT_FOUND as the form's message when the pair names none. */
async function queryProgress(values: QueryValues): Promise<Progress> {
  try {
    return await unwrap(
      portal.api.GET('/cmpinternetportalfront/riskpersondeclare/infoQuery', {
        params: { query: { trackingNo: values.trackingNo.trim().toUpperCase(), verifier: values.verifier.trim().toUpperCase() } },
      }),
    );
  } catch (error) {
    // An unknown number and a wrong second factor answer alike (4040), so the message names both.
    if (isPortalError(error) && error.kind === 'notFound') throw new FormSubmitError(NOT_FOUND);
    throw toFormError(error, Object.keys(values));
  }
}

const QUERY_BLANK: QueryValues = { trackingNo: '', verifier: '' };
const QUERY_KEY = 'riskQuery';

/**
 * The route's action for 进度查询 sent without the page's script (a POST: the phone or ID stays out of
 * the address): checked as the page checks it, then asked; the page shows the progress below the form.
 */
const QUERY: LookupForm<QueryValues, Progress> = { key: QUERY_KEY, blank: QUERY_BLANK, checks: CHECKS, verb: '查询', find: queryProgress };
export const riskQueryAction = lookupFormAction(QUERY);
/** The same with the page's script (the page's form posts to it with its intent). */
export const riskQueryClientAction = lookupClientAction(QUERY);

/** The progress of one report, as its reporter follows it. */
export function ProgressView({ progress }: { progress: Progress }) {
  return (
    <Card look="brand" aria-label={`受理编号 ${progress.trackingNo} 的办理进度`} role="region">
      <Facts facts={[['受理编号', progress.trackingNo], ['报告标题', progress.title], ...progressFacts(progress, '办理单位')]} />
    </Card>
  );
}

/**
 * 进度查询 (riskpersondeclare/infoQuery): anyone follows a report by its 受理编号 and the phone or ID
 * given in it. The second factor stays out of the address. `prefill` fills both after a new report
 * (the page remounts the form with a new key for it).
 */
export function RiskProgressQuery({ prefill }: { prefill: QueryValues | null }) {
  // A query sent without the page's script was taken by the route's action (riskQueryAction).
  const { acted, start } = useActedLookup<QueryValues, Progress>(QUERY_KEY, prefill ?? QUERY_BLANK, RISK_QUERY);
  const [progress, setProgress] = useState<Progress | null>(acted?.found ?? null);
  const query = useLookup<QueryValues, Progress>('查询', RISK_QUERY);
  const form = useForm<QueryValues>({
    ...start,
    timeout: 30_000,
    validators: CHECKS,
    onSubmit: async (values) => {
      setProgress(null);
      setProgress(await query(values));
    },
  });

  return (
    <>
      <Form form={form} action={intentAddress(RISK_QUERY)} aria-label="报告进度查询" labels={{ submit: '查询', submitting: '正在查询…', succeeded: '' }}>
        <Field label="受理编号" required error={form.errors.trackingNo}>
          <TextInput {...form.register('trackingNo')} maxLength={14} autoComplete="off" placeholder="如 FX202611200001" />
        </Field>
        <Field label="手机号码或身份证号码" required hint="报告时填写的手机号码或身份证号码" error={form.errors.verifier}>
          <TextInput {...form.register('verifier')} maxLength={18} autoComplete="off" />
        </Field>
      </Form>
      {progress && <ProgressView progress={progress} />}
    </>
  );
}
