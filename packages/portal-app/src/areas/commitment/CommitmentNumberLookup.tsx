import { useState } from 'react';
import { Link, data, useActionData, useLocation, type ActionFunctionArgs } from 'react-router';
import { isPortalError, unwrap } from '@credit-portal/api-client';
import { Field, Form, FormSubmitError, TextInput, checkFormValues, required, useForm, type FormValidators } from '@credit-portal/ui';
import { portal } from '#portal';
import { Facts } from '../../views/Facts';
import { normaliseTrackingNo } from '../../views/submissions';
import * as styles from '../../views/submission.css';
import { COMMITMENT_NO, COMMITMENT_NO_MESSAGE } from './commitment';
import { usePostedForm } from '../../shell/postedForm';
import { intentAddress, intentOf } from '../../submission/action';

type Found = Awaited<ReturnType<typeof findCommitment>>;

/** The published commitment with this 承诺编号 (the publicity list finds a number exactly: openapi), or null. */
async function findCommitment(commitmentNo: string) {
  const page = await unwrap(
    portal.api.GET('/cmpinternetportalfront/promiseapplypublicity/page', { params: { query: { keyword: commitmentNo, pageNo: 1, pageSize: 1 } } }),
  );
  return page.records[0] ?? null;
}

interface LookupValues {
  commitmentNo: string;
}

const CHECKS: FormValidators<LookupValues> = {
  commitmentNo: [required('请输入承诺编号'), (value) => COMMITMENT_NO.test(normaliseTrackingNo(value)) || COMMITMENT_NO_MESSAGE],
};

const NOT_FOUND = '未找到该承诺编号对应的承诺，请核对后重新输入';

/** The lookup's name among its page's forms (its action's intent). */
export const COMMITMENT_LOOKUP = 'commitment';

/** What the route's action gives the page for a lookup sent without its script. */
interface LookupAnswer {
  values: LookupValues;
  found?: NonNullable<Found>;
  message?: string;
  errors?: Partial<Record<keyof LookupValues, string>>;
}

/**
 * The route's action for the lookup sent without the page's script: checked as the page checks it, then
 * looked up; the page shows the commitment found below the form, or the form with its message.
 */
export async function commitmentLookupAction({ request }: ActionFunctionArgs) {
  const answer = (lookup: LookupAnswer) => data({ commitmentLookup: lookup });
  let posted: FormData;
  try {
    posted = await request.formData();
  } catch {
    return answer({ values: { commitmentNo: '' }, message: '查询内容无法读取，请重新输入后查询' });
  }
  const typed = posted.get('commitmentNo');
  const values = { commitmentNo: typeof typed === 'string' ? typed.slice(0, 40) : '' };
  const errors = checkFormValues(CHECKS, values);
  if (Object.keys(errors).length > 0) return answer({ values, errors });
  try {
    const found = await findCommitment(normaliseTrackingNo(values.commitmentNo));
    return answer(found ? { values, found } : { values, message: NOT_FOUND });
  } catch (error) {
    return answer({ values, message: isPortalError(error) ? error.message : '查询失败，请稍后重试' });
  }
}

/**
 * 按承诺编号查询 (/commitent-inquire): a signed commitment as published, by the 承诺编号 its subject was
 * given, with its state and a link to its full text. No second factor: the publicity shows it anyway.
 */
export function CommitmentNumberLookup() {
  // A lookup sent without the page's script was taken by the route's action (commitmentLookupAction).
  const answered = (useActionData() as { commitmentLookup?: LookupAnswer } | undefined)?.commitmentLookup;
  const acted = intentOf(useLocation().search) === COMMITMENT_LOOKUP ? answered : undefined;
  const [found, setFound] = useState<NonNullable<Found> | null>(acted?.found ?? null);
  const givenBack = usePostedForm<LookupValues>({ commitmentNo: '' });
  const form = useForm<LookupValues>({
    ...(acted ? { initialValues: acted.values, initialSubmitError: acted.message ?? null, ...(acted.errors ? { initialErrors: acted.errors } : {}) } : givenBack),
    validators: CHECKS,
    onSubmit: async ({ commitmentNo }) => {
      setFound(null);
      const commitment = await findCommitment(normaliseTrackingNo(commitmentNo));
      if (!commitment) throw new FormSubmitError(NOT_FOUND);
      setFound(commitment);
    },
  });
  const field = form.register('commitmentNo');
  return (
    <>
      <Form form={form} action={intentAddress(COMMITMENT_LOOKUP)} aria-label="按承诺编号查询承诺" labels={{ submit: '查询', submitting: '正在查询…', succeeded: '' }}>
        <div className={styles.formGrid}>
          <Field label="承诺编号" required hint="签署信用承诺成功后页面显示的编号，如 CN202611200001" error={form.errors.commitmentNo}>
            <TextInput name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} maxLength={20} autoComplete="off" />
          </Field>
        </div>
      </Form>
      {found && (
        <article className={styles.card} aria-labelledby="commitment-found-title">
          <h3 id="commitment-found-title" className={styles.cardTitle}>
            {found.templateTitle}
          </h3>
          <Facts
            className={styles.facts}
            rowClassName={styles.factRow}
            facts={[
              ['承诺编号', found.commitmentNo],
              ['承诺主体', found.subjectName],
              ['承诺事项', found.matter],
              ['签署日期', found.signDate],
              ['承诺状态', found.status],
            ]}
          />
          <Link to={`/credit-publicity-read?id=${encodeURIComponent(found.id)}`}>查看承诺书全文</Link>
        </article>
      )}
    </>
  );
}
