import { useState } from 'react';
import { Link } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { Card, Field, Form, FormSubmitError, Heading, required, TextInput, Tiles, useForm } from '@credit-portal/ui';
import { portal } from '#portal';
import { Facts } from '../../views/Facts';
import { normaliseTrackingNo } from '../../views/submissions';
import { COMMITMENT_NO, COMMITMENT_NO_MESSAGE } from './commitment';
import { usePostedForm } from '../../shell/postedForm';

type Found = Awaited<ReturnType<typeof findCommitment>>;

/** The published commitment with this 承诺编号 (the publicity list finds a number exactly: openapi), or null. */
async function findCommitment(commitmentNo: string) {
  const page = await unwrap(
    portal.api.GET('/cmpinternetportalfront/promiseapplypublicity/page', { params: { query: { keyword: commitmentNo, pageNo: 1, pageSize: 1 } } }),
  );
  return page.records[0] ?? null;
}

/**
 * 按承诺编号查询 (/commitent-inquire): a signed commitment as published, by the 承诺编号 its subject was
 * given, with its state and a link to its full text. No second factor: the publicity shows it anyway.
 */
export function CommitmentNumberLookup() {
  const [found, setFound] = useState<NonNullable<Found> | null>(null);
  const form = useForm<{ commitmentNo: string }>({
    ...usePostedForm({ commitmentNo: '' }),
    validators: { commitmentNo: [required('请输入承诺编号'), (value) => COMMITMENT_NO.test(normaliseTrackingNo(value)) || COMMITMENT_NO_MESSAGE] },
    onSubmit: async ({ commitmentNo }) => {
      setFound(null);
      const commitment = await findCommitment(normaliseTrackingNo(commitmentNo));
      if (!commitment) throw new FormSubmitError('未找到该承诺编号对应的承诺，请核对后重新输入');
      setFound(commitment);
    },
  });
  const field = form.register('commitmentNo');
  return (
    <>
      <Form form={form} aria-label="按承诺编号查询承诺" labels={{ submit: '查询', submitting: '正在查询…', succeeded: '' }}>
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
