import { useState } from 'react';
import { Field, Form, FormSubmitError, TextInput, required, useForm, type FieldValidator } from '@credit-portal/ui';
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

interface LookupValues {
  trackingNo: string;
  verifier: string;
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
}


/**
 * Follows a submission up by its 受理编号 and a second factor (the infoQuery operations). An unknown
 * number and a wrong pair give the same message, as the back end does.
 */
export function SubmissionLookup({ prefixes, verifierLabel, verifierHint, verifierCheck, formLabel, example, onFound }: SubmissionLookupProps) {
  const [found, setFound] = useState<SubmissionProgress | null>(null);
  const form = useForm<LookupValues>({
    ...usePostedForm({ trackingNo: '', verifier: '' }),
    validators: {
      trackingNo: [required('请输入受理编号'), (value) => TRACKING_NO.test(normaliseTrackingNo(value)) || `受理编号为2位字母加12位数字，如 ${example}`],
      verifier: [required(`请输入${verifierLabel}`), verifierCheck],
    },
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
      <Form form={form} aria-label={formLabel} labels={{ submit: '查询', submitting: '正在查询…', succeeded: '' }}>
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
