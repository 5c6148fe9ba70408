import { useState } from 'react';
import { unwrap, type OperationResult } from '@credit-portal/api-client';
import {
  Field,
  Form,
  Select,
  Skeleton,
  Textarea,
  TextInput,
  maxLength,
  required,
  useForm,
  validateMobile,
} from '@credit-portal/ui';
import { clearDraft, readDraft, useDraft } from '../../shell/draft';
import { portal } from '../../shell/portal';
import { useShell } from '../../shell/ShellContext';
import { useResource } from '../../shell/useResource';
import * as styles from '../../views/declarations.css';
import { FilingReceipt } from '../../views/FilingReceipt';
import { LoadFailure, LoginNotice } from '../../views/LoginNotice';
import { REPORT_APPLICANTS } from './reportApi';
import { toFormError } from '../../views/formError';

type ApplyResult = OperationResult<'applyCreditReport'>;
type Template = OperationResult<'getReportTemplatePage'>['records'][number];

interface ApplyValues {
  templateId: string;
  purpose: string;
  contactName: string;
  contactPhone: string;
}

const EMPTY: ApplyValues = {
  templateId: '',
  purpose: '',
  contactName: '',
  contactPhone: '',
};
const DRAFT_KEY = 'credit-report-apply';

/**
 * 申请信用报告 (login required, enterprises only: the server refuses other user types). The
 * application list the page shows is checked against first, so an organisation or a person sees the
 * no-permission message instead of a form it cannot send.
 */
export function ReportApplyForm({ onApplied }: { onApplied: () => void }) {
  const shell = useShell();
  return (
    <section className={styles.section} aria-labelledby="report-apply-title">
      <h2 id="report-apply-title" className={styles.sectionTitle}>
        申请信用报告
      </h2>
      {shell.user ? <ApplyArea onApplied={onApplied} /> : <LoginNotice action="申请信用报告" />}
    </section>
  );
}

function ApplyArea({ onApplied }: { onApplied: () => void }) {
  // Templates for the choice, and a one-row look at my applications: the server's answer says
  // whether this account may apply at all (403 for anything but an enterprise).
  const ready = useResource(async (signal) => {
    const [templates] = await Promise.all([
      unwrap(
        portal.api.GET('/cmpinternetportalfront/creditreportapply/templatePage', {
          params: { query: { pageNo: 1, pageSize: 100 } },
          signal,
        })
      ),
      unwrap(
        portal.api.GET('/cmpinternetportalfront/creditreportapply/page', {
          params: { query: { pageNo: 1, pageSize: 1 } },
          signal,
        })
      ),
    ]);
    return templates.records;
  }, 'report-apply');
  const [receipt, setReceipt] = useState<ApplyResult | null>(null);
  if (receipt) {
    return (
      <FilingReceipt id="report-receipt-title" title="申请已提交" number={receipt.applyNo} again="继续申请" onAgain={() => setReceipt(null)}>
        申请时间：{receipt.applyTime}，当前状态：{receipt.status}
        。报告经审核生成后，可在本页“我的申请”或个人中心“信用报告申请”中按受理编号查看状态并下载报告。
      </FilingReceipt>
    );
  }
  if (ready.status === 'loading') return <Skeleton variant="list" count={4} label="正在加载报告类型" />;
  if (ready.status === 'error') return <LoadFailure message={ready.message} onRetry={ready.retry} who={REPORT_APPLICANTS} />;
  return (
    <ApplyFields
      templates={ready.data}
      onDone={(result) => {
        setReceipt(result);
        onApplied();
      }}
    />
  );
}

function ApplyFields({ templates, onDone }: { templates: Template[]; onDone: (result: ApplyResult) => void }) {
  const form = useForm<ApplyValues>({
    initialValues: readDraft(DRAFT_KEY, EMPTY),
    timeout: 30000,
    validators: {
      templateId: required('请选择报告类型'),
      purpose: [required('请填写报告用途'), maxLength(200)],
      contactName: [required('请输入联系人'), maxLength(20)],
      contactPhone: [required('请输入联系电话'), validateMobile],
    },
    onSubmit: async (values) => {
      try {
        const result = await unwrap(
          portal.api.POST('/cmpinternetportalfront/creditreportapply/apply', {
            body: {
              templateId: values.templateId,
              purpose: values.purpose.trim(),
              contactName: values.contactName.trim(),
              contactPhone: values.contactPhone.trim(),
            },
          })
        );
        clearDraft(DRAFT_KEY);
        onDone(result);
      } catch (error) {
        throw toFormError(error);
      }
    },
  });
  useDraft(DRAFT_KEY, form.values);
  const chosen = templates.find((template) => template.id === form.values.templateId);

  return (
    <Form form={form} aria-label="申请信用报告" labels={{ submit: '提交申请' }}>
      <Field
        label="报告类型"
        required
        error={form.errors.templateId}
        hint={
          chosen ? `适用场景：${chosen.scope}；报告内容：${chosen.contents}；有效期${chosen.validDays}天。` : '请选择要申请的信用报告类型'
        }
      >
        <Select
          {...form.register('templateId')}
          options={templates.map((t) => ({ value: t.id, label: t.name }))}
          placeholder="请选择报告类型"
        />
      </Field>
      <Field label="报告用途" required error={form.errors.purpose} hint="如：参加工程项目投标、申请银行贷款">
        <Textarea {...form.register('purpose')} maxLength={200} />
      </Field>
      <Field label="联系人" required error={form.errors.contactName}>
        <TextInput {...form.register('contactName')} autoComplete="name" maxLength={20} />
      </Field>
      <Field label="联系电话" required error={form.errors.contactPhone}>
        <TextInput {...form.register('contactPhone')} type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} />
      </Field>
    </Form>
  );
}
