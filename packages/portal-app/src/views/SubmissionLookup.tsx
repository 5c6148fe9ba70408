import { useState } from 'react';
import { Field, Form, FormSubmitError, required, TextInput, Tiles, useForm, type FieldValidator, type FormValidators } from '@credit-portal/ui';
import { SubmissionProgressCard } from './SubmissionViews';
import {
  SUBMISSION_KINDS,
  SubmissionNotFound,
  TRACKING_NO,
  lookUpSubmission,
  normaliseTrackingNo,
  type SubmissionPrefix,
  type SubmissionProgress,
} from './submissions';
import { intentAddress } from '../submission/action';
import { lookupClientAction, lookupFormAction, useActedLookup, useLookup, type ActedLookup, type LookupForm } from '../submission/lookupForm';

export interface LookupValues {
  trackingNo: string;
  verifier: string;
}

const BLANK: LookupValues = { trackingNo: '', verifier: '' };

/** What the lookup found sent without the page's script: the progress, and what `detail` read of it (a clue's detail). */
export interface LookupFound {
  progress: SubmissionProgress;
  detail?: unknown;
}

/** What the route's action gives the page for a lookup sent without its script (under LOOKUP_KEY). */
export type LookupAnswer = ActedLookup<LookupValues, LookupFound>;
export const LOOKUP_KEY = 'lookup';

/**
 * What a lookup follows up and how its form is checked: one definition for the page's form and the
 * route's actions (lookupAction, lookupClientActionOf), which look it up.
 */
export interface SubmissionLookupOf {
  /** The kinds followed up, by tracking-number prefix. */
  prefixes: readonly SubmissionPrefix[];
  /** A tracking number of the kinds looked up, shown as the format to type. */
  example: string;
  /** The second factor's label and its check, e.g. 手机号码. */
  verifierLabel: string;
  verifierCheck: FieldValidator<string, LookupValues>;
}

export interface SubmissionLookupProps {
  /** What is looked up, and how the form is checked (the route's actions have the same). */
  lookup: SubmissionLookupOf;
  /** Names the form for screen readers. */
  formLabel: string;
  /** Says what the second factor is, under its field. */
  verifierHint: string;
  /**
   * Where a found submission goes instead of showing below the form (e.g. a results page), with what the
   * route's lookup read of it (a clue's detail, read with the second factor, which goes no further); the
   * form waits for it: what it throws shows in the form like a failed lookup.
   */
  onFound?: (found: LookupFound) => void | Promise<void>;
  /** The lookup's name among its page's forms, where the page has several (its action's intent). */
  intent?: string;
}


/** The lookup's checks, the same in the page and in the route's action. */
const lookupChecks = ({ example, verifierLabel, verifierCheck }: SubmissionLookupOf): FormValidators<LookupValues> => ({
  trackingNo: [required('请输入受理编号'), (value) => TRACKING_NO.test(normaliseTrackingNo(value)) || `受理编号为2位字母加12位数字，如 ${example}`],
  verifier: [required(`请输入${verifierLabel}`), verifierCheck],
});

/**
 * The route's action for a lookup sent without the page's script: checked as the page checks it, then
 * looked up; the page shows what was found below the form, or the form with its message. `detail` reads
 * more of what was found with the second factor (as the page's `onFound` does), given to the page too.
 */
export function lookupAction(lookup: SubmissionLookupOf, detail?: Detail) {
  return lookupFormAction(lookupForm(lookup, detail));
}

/** The same lookup's clientAction, for the page's form with its script (the same checks, lookup and detail). */
export function lookupClientActionOf(lookup: SubmissionLookupOf, detail?: Detail) {
  return lookupClientAction(lookupForm(lookup, detail));
}

type Detail = (progress: SubmissionProgress, verifier: string) => Promise<unknown>;

function lookupForm(lookup: SubmissionLookupOf, detail?: Detail): LookupForm<LookupValues, LookupFound> {
  return {
    key: LOOKUP_KEY,
    blank: BLANK,
    checks: lookupChecks(lookup),
    verb: '查询',
    find: async ({ trackingNo, verifier }) => {
      const progress = await lookUpOrSay(lookup.prefixes, trackingNo, verifier);
      return detail ? { progress, detail: await detail(progress, verifier.trim()) } : { progress };
    },
  };
}

/** The submission of this number and second factor; not found is the form's message (FormSubmitError). */
async function lookUpOrSay(prefixes: readonly SubmissionPrefix[], trackingNo: string, verifier: string): Promise<SubmissionProgress> {
  try {
    return await lookUpSubmission(prefixes, trackingNo, verifier);
  } catch (error) {
    if (error instanceof SubmissionNotFound) throw new FormSubmitError(error.message);
    throw error;
  }
}

/**
 * Follows a submission up by its 受理编号 and a second factor (the infoQuery operations). An unknown
 * number and a wrong pair give the same message, as the back end does.
 */
export function SubmissionLookup({ lookup, verifierHint, formLabel, onFound, intent }: SubmissionLookupProps) {
  const { verifierLabel, example } = lookup;
  // A lookup sent without the page's script was taken by the route's action (lookupAction).
  const { acted, start } = useActedLookup<LookupValues, LookupFound>(LOOKUP_KEY, BLANK, intent);
  const [found, setFound] = useState<SubmissionProgress | null>(acted?.found?.progress ?? null);
  // Sent with the page's script: to the route's clientAction (lookupClientActionOf), which looks it up.
  const look = useLookup<LookupValues, LookupFound>('查询', intent);
  const form = useForm<LookupValues>({
    ...start,
    validators: lookupChecks(lookup),
    onSubmit: async (values) => {
      setFound(null);
      const answer = await look(values);
      if (onFound) await onFound(answer);
      else setFound(answer.progress);
    },
  });
  const trackingNo = form.register('trackingNo');
  const verifier = form.register('verifier');
  const kind = found ? SUBMISSION_KINDS[found.trackingNo.slice(0, 2) as SubmissionPrefix]?.name ?? '' : '';

  return (
    <>
      <Form form={form} action={intent === undefined ? undefined : intentAddress(intent)} aria-label={formLabel} labels={{ submit: '查询', submitting: '正在查询…', succeeded: '' }}>
        <Tiles minWidth="md" space="md">
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
        </Tiles>
      </Form>
      {found && <SubmissionProgressCard progress={found} kind={kind} />}
    </>
  );
}
