import { useState } from 'react';
import { data, useActionData, type ActionFunctionArgs } from 'react-router';
import { isPortalError } from '@credit-portal/api-client';
import { checkFormValues, Field, Form, FormSubmitError, TextInput, required, useForm, type FieldValidator, type FormValidators } from '@credit-portal/ui';
import { SubmissionProgressCard } from './SubmissionViews';
import * as styles from './submission.css';
import {
  SUBMISSION_KINDS,
  SubmissionNotFound,
  TRACKING_NO,
  lookUpSubmission,
  normaliseTrackingNo,
  type SubmissionPrefix,
  type SubmissionProgress,
} from './submissions';
import { usePostedForm } from '../shell/postedForm';
import { intentAddress } from '../submission/action';

interface LookupValues {
  trackingNo: string;
  verifier: string;
}

const BLANK: LookupValues = { trackingNo: '', verifier: '' };

/** What the route's action gives the page for a lookup sent without its script. */
export interface LookupAnswer {
  values: LookupValues;
  found?: SubmissionProgress;
  /** What the lookup's `detail` read of the submission found (a clue's detail), where it has one. */
  detail?: unknown;
  message?: string;
  errors?: Partial<Record<keyof LookupValues, string>>;
}

export interface SubmissionLookupProps {
  /** The kinds this page follows up, by tracking-number prefix. */
  prefixes: readonly SubmissionPrefix[];
  /** The second factor's label and its check, e.g. 手机号码. */
  verifierLabel: string;
  verifierHint: string;
  verifierCheck: FieldValidator<string, LookupValues>;
  /** Names the form for screen readers. */
  formLabel: string;
  /** A tracking number of the kinds looked up, shown as the format to type. */
  example: string;
  /**
   * Where a found submission goes instead of showing below the form (e.g. a results page). It gets the
   * second factor typed, to read more with it (a clue's detail), and the form waits for it: what it
   * throws shows in the form like a failed lookup.
   */
  onFound?: (progress: SubmissionProgress, verifier: string) => void | Promise<void>;
  /** The lookup's name among its page's forms, where the page has several (its action's intent). */
  intent?: string;
}


/** The lookup's checks, the same in the page and in the route's action. */
const lookupChecks = ({ example, verifierLabel, verifierCheck }: Pick<SubmissionLookupProps, 'example' | 'verifierLabel' | 'verifierCheck'>): FormValidators<LookupValues> => ({
  trackingNo: [required('请输入受理编号'), (value) => TRACKING_NO.test(normaliseTrackingNo(value)) || `受理编号为2位字母加12位数字，如 ${example}`],
  verifier: [required(`请输入${verifierLabel}`), verifierCheck],
});

/**
 * The route's action for a lookup sent without the page's script: checked as the page checks it, then
 * looked up; the page shows what was found below the form, or the form with its message. `detail` reads
 * more of what was found with the second factor (as the page's `onFound` does), given to the page too.
 */
export function lookupAction(
  lookup: Pick<SubmissionLookupProps, 'prefixes' | 'example' | 'verifierLabel' | 'verifierCheck'>,
  detail?: (progress: SubmissionProgress, verifier: string) => Promise<unknown>,
) {
  return async ({ request }: ActionFunctionArgs) => {
    const answer = (found: LookupAnswer) => data({ lookup: found });
    let posted: FormData;
    try {
      posted = await request.formData();
    } catch {
      return answer({ values: BLANK, message: '查询内容无法读取，请重新输入后查询' });
    }
    const text = (name: keyof LookupValues) => {
      const value = posted.get(name);
      return typeof value === 'string' ? value.slice(0, 40) : '';
    };
    const values = { trackingNo: text('trackingNo'), verifier: text('verifier') };
    const errors = checkFormValues(lookupChecks(lookup), values);
    if (Object.keys(errors).length > 0) return answer({ values, errors });
    try {
      const found = await lookUpSubmission(lookup.prefixes, values.trackingNo, values.verifier);
      return answer({ values, found, ...(detail ? { detail: await detail(found, values.verifier.trim()) } : {}) });
    } catch (error) {
      return answer({ values, message: error instanceof SubmissionNotFound || isPortalError(error) ? error.message : '查询失败，请稍后重试' });
    }
  };
}

/**
 * Follows a submission up by its 受理编号 and a second factor (the infoQuery operations). An unknown
 * number and a wrong pair give the same message, as the back end does.
 */
export function SubmissionLookup({ prefixes, verifierLabel, verifierHint, verifierCheck, formLabel, example, onFound, intent }: SubmissionLookupProps) {
  // A lookup sent without the page's script was taken by the route's action (lookupAction).
  const acted = (useActionData() as { lookup?: LookupAnswer } | undefined)?.lookup;
  const [found, setFound] = useState<SubmissionProgress | null>(acted?.found ?? null);
  const givenBack = usePostedForm(BLANK);
  const form = useForm<LookupValues>({
    ...(acted ? { initialValues: acted.values, initialSubmitError: acted.message ?? null, ...(acted.errors ? { initialErrors: acted.errors } : {}) } : givenBack),
    validators: lookupChecks({ example, verifierLabel, verifierCheck }),
    onSubmit: async ({ trackingNo, verifier }) => {
      setFound(null);
      try {
        const progress = await lookUpSubmission(prefixes, trackingNo, verifier);
        if (onFound) await onFound(progress, verifier.trim());
        else setFound(progress);
      } catch (error) {
        if (error instanceof SubmissionNotFound) throw new FormSubmitError(error.message);
        throw error;
      }
    },
  });
  const trackingNo = form.register('trackingNo');
  const verifier = form.register('verifier');
  const kind = found ? SUBMISSION_KINDS[found.trackingNo.slice(0, 2) as SubmissionPrefix]?.name ?? '' : '';

  return (
    <>
      <Form form={form} action={intent === undefined ? undefined : intentAddress(intent)} aria-label={formLabel} labels={{ submit: '查询', submitting: '正在查询…', succeeded: '' }}>
        <div className={styles.formGrid}>
          <Field label="受理编号" required hint={`提交成功后页面显示的编号，如 ${example}`} error={form.errors.trackingNo}>
            <TextInput
              name={trackingNo.name}
              value={trackingNo.value}
              onChange={trackingNo.onChange}
              onBlur={trackingNo.onBlur}
              maxLength={20}
              autoComplete="off"
            />
          </Field>
          <Field label={verifierLabel} required hint={verifierHint} error={form.errors.verifier}>
            <TextInput name={verifier.name} value={verifier.value} onChange={verifier.onChange} onBlur={verifier.onBlur} maxLength={18} autoComplete="off" />
          </Field>
        </div>
      </Form>
      {found && <SubmissionProgressCard progress={found} kind={kind} />}
    </>
  );
}
