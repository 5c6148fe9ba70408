import { useState } from 'react';
import { Link } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { Card, Field, Form, FormSubmitError, Heading, required, TextInput, Tiles, useForm, type FormValidators } from '@credit-portal/ui';
import { portal } from '#portal';
import { Facts } from '../../views/Facts';
import { normaliseTrackingNo } from '../../views/submissions';
import { COMMITMENT_NO, COMMITMENT_NO_MESSAGE } from './commitment';
import { intentAddress } from '../../submission/action';
import { lookupClientAction, lookupFormAction, useActedLookup, useLookup, type LookupForm } from '../../submission/lookupForm';

type Found = Awaited<ReturnType<typeof findCommitment>>;

/** The published commitment with this 承诺编号 (the publicity list finds a number exactly: openapi), or null. */
async function findCommitment(commitmentNo: string) {
  const page = await unwrap(
    portal.api.GET('/cmpinternetportalfront/promiseapplypublicity/page', { params: { query: { keyword: commitmentNo, pageNo: 1, pageSize: 1 } } }),
  );
  return page.records[0] ?? null;
}

export interface LookupValues {
  commitmentNo: string;
}

const CHECKS: FormValidators<LookupValues> = {
  commitmentNo: [required('请输入承诺编号'), (value) => COMMITMENT_NO.test(normaliseTrackingNo(value)) || COMMITMENT_NO_MESSAGE],
};

const NOT_FOUND = '未找到该承诺编号对应的承诺，请核对后重新输入';

/** The lookup's name among its page's forms (its action's intent). */
export const COMMITMENT_LOOKUP = 'commitment';

const LOOKUP_BLANK: LookupValues = { commitmentNo: '' };
const LOOKUP_KEY = 'commitmentLookup';

/** The published commitment of the number typed; not found is the form's message. */
async function commitmentOf({ commitmentNo }: LookupValues): Promise<NonNullable<Found>> {
  const commitment = await findCommitment(normaliseTrackingNo(commitmentNo));
  if (!commitment) throw new FormSubmitError(NOT_FOUND);
  return commitment;
}

/**
 * The route's action for the lookup sent without the page's script: checked as the page checks it, then
 * looked up; the page shows the commitment found below the form, or the form with its message.
 */
const LOOKUP: LookupForm<LookupValues, NonNullable<Found>> = { key: LOOKUP_KEY, blank: LOOKUP_BLANK, checks: CHECKS, verb: '查询', find: commitmentOf };
export const commitmentLookupAction = lookupFormAction(LOOKUP);
/** The same with the page's script (the page's form posts to it with its intent). */
export const commitmentLookupClientAction = lookupClientAction(LOOKUP);

/**
 * 按承诺编号查询 (/commitent-inquire): a signed commitment as published, by the 承诺编号 its subject was
 * given, with its state and a link to its full text. No second factor: the publicity shows it anyway.
 */
export function CommitmentNumberLookup() {
  // A lookup sent without the page's script was taken by the route's action (commitmentLookupAction).
  const { acted, start } = useActedLookup<LookupValues, NonNullable<Found>>(LOOKUP_KEY, LOOKUP_BLANK, COMMITMENT_LOOKUP);
  const [found, setFound] = useState<NonNullable<Found> | null>(acted?.found ?? null);
  const lookUp = useLookup<LookupValues, NonNullable<Found>>('查询', COMMITMENT_LOOKUP);
  const form = useForm<LookupValues>({
    ...start,
    validators: CHECKS,
    onSubmit: async (values) => {
      setFound(null);
      setFound(await lookUp(values));
    },
  });
  const field = form.register('commitmentNo');
  return (
    <>
      <Form form={form} action={intentAddress(COMMITMENT_LOOKUP)} aria-label="按承诺编号查询承诺" labels={{ submit: '查询', submitting: '正在查询…', succeeded: '' }}>
        <Tiles minWidth="md" space="md">
          <Field label="承诺编号" required hint="签署信用承诺成功后页面显示的编号，如 CN202611200001" error={form.errors.commitmentNo}>
            <TextInput name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} maxLength={20} autoComplete="off" />
          </Field>
        </Tiles>
      </Form>
      {found && (
        <Card as="article" padding="lg" space="md" aria-labelledby="commitment-found-title">
          <Heading level={3} id="commitment-found-title">
            {found.templateTitle}
          </Heading>
          <Facts
            facts={[
              ['承诺编号', found.commitmentNo],
              ['承诺主体', found.subjectName],
              ['承诺事项', found.matter],
              ['签署日期', found.signDate],
              ['承诺状态', found.status],
            ]}
          />
          <Link to={`/credit-publicity-read?id=${encodeURIComponent(found.id)}`}>查看承诺书全文</Link>
        </Card>
      )}
    </>
  );
}
