import { useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { isPortalError, unwrap } from '@credit-portal/api-client';
import { Card, Field, Form, FormSubmitError, Heading, required, SectionHeading, Stack, Text, TextInput, Tiles, useForm, type FormValidators } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { portal } from '#portal';
import { ColumnFacts, type Fact } from '../../views/Facts';
import { useFocusedHeading } from '../../views/useFocusedHeading';
import { TrackingNumber } from '../../views/SubmissionViews';
import { GUARANTEE_PAGES, yuan, type GuaranteeDetail, type GuaranteeVerification } from './guarantees';
import type { eleGuaranteeDetailLoader } from './loaders';
import { lookupClientAction, lookupFormAction, useActedLookup, useLookup, type LookupForm } from '../../submission/lookupForm';

/** The facts a tenderee compares with the guarantee in a bid: the verification's answer and the top of the applicant's detail. */
const guaranteeFacts = (guarantee: GuaranteeVerification): Fact[] => [
  ['保函编号', guarantee.guaranteeNo],
  ['保函状态', guarantee.status],
  ['保函品种', guarantee.guaranteeKind],
  ['被保证人（投标人）', guarantee.applicantName],
  ['受益人（招标人）', guarantee.tenderee],
  ['招标项目', `${guarantee.projectName}（${guarantee.projectNo}）`],
  ['出函机构', guarantee.institutionName],
  ['担保金额', yuan(guarantee.amount)],
  ['出函时间', guarantee.issueTime],
  ['有效期', `${guarantee.validFrom}至${guarantee.validTo}`],
];

/** The applicant's own guarantee: the public facts, then what only the applicant sees. */
function OwnGuarantee({ guarantee }: { guarantee: GuaranteeDetail }) {
  return (
    <Stack as="section" space="sm" aria-labelledby="own-guarantee-title">
      <SectionHeading level={2} id="own-guarantee-title">
        保函详情
      </SectionHeading>
      <ColumnFacts
        facts={[
          ...guaranteeFacts(guarantee),
          ['校验码', <TrackingNumber key="code">{guarantee.verifyCode}</TrackingNumber>],
          ['统一社会信用代码', guarantee.applicantCode],
          ['保函产品', `${guarantee.productName}（费率${guarantee.rate}%）`],
          ['保费', yuan(guarantee.premium)],
          ['投标截止时间', guarantee.bidDeadline],
          ['申请时间', guarantee.applyTime],
          ['联系人', `${guarantee.contactName}（${guarantee.phone}）`],
          ['申请材料', `${guarantee.fileCount}份`],
          guarantee.cancelTime && ['撤销时间', guarantee.cancelTime],
          guarantee.claimTime && ['理赔时间', guarantee.claimTime],
        ]}
      />
      <Text tone="muted" size="sm">校验码仅向本企业显示，请随投标文件提交，勿向无关人员泄露。</Text>
    </Stack>
  );
}

export interface VerifyValues {
  guaranteeNo: string;
  verifyCode: string;
}

const NOT_GENUINE = '未查验到该保函：保函编号或校验码有误，或该保函并非本平台出具。请向出函机构核实，发现虚假保函请举报。';

const VERIFY_CHECKS: FormValidators<VerifyValues> = {
  guaranteeNo: [required('请输入保函编号'), (value) => /^BH\d{12,16}$/.test(value.trim().toUpperCase()) || '保函编号为BH加12位数字，如 BH202611200001'],
  verifyCode: [required('请输入校验码'), (value) => /^[A-Za-z0-9]{8}$/.test(value.trim()) || '校验码为8位字母或数字'],
};

/** The guarantee of this number and code as the platform issued it; NOT_GENUINE as the form's message when it has none. */
async function verifyGuarantee({ guaranteeNo, verifyCode }: VerifyValues): Promise<GuaranteeVerification> {
  try {
    return await unwrap(
      portal.api.GET('/cmpinternetportalfront/eleguarantee/verify', {
        params: { query: { guaranteeNo: guaranteeNo.trim().toUpperCase(), verifyCode: verifyCode.trim().toUpperCase() } },
      }),
    );
  } catch (error) {
    if (isPortalError(error) && error.kind === 'notFound') throw new FormSubmitError(NOT_GENUINE);
    throw error;
  }
}

const VERIFY_BLANK: VerifyValues = { guaranteeNo: '', verifyCode: '' };
const VERIFY_KEY = 'verify';

/**
 * The route's action for 真伪查验 sent without the page's script (a POST: the code is a second factor,
 * never in the address): checked as the page checks it, then verified; the page shows the answer.
 */
const VERIFICATION: LookupForm<VerifyValues, GuaranteeVerification> = { key: VERIFY_KEY, blank: VERIFY_BLANK, checks: VERIFY_CHECKS, verb: '查验', find: verifyGuarantee };
export const verifyAction = lookupFormAction(VERIFICATION);
/** The same with the page's script (the page's form posts to it). */
export const verifyClientAction = lookupClientAction(VERIFICATION);

/** The verification's answer, whose heading takes focus. */
function Verified({ guarantee }: { guarantee: GuaranteeVerification }) {
  const heading = useFocusedHeading();
  return (
    <Card as="article" padding="lg" space="md" aria-labelledby="verified-title">
      <Heading level={3} id="verified-title" ref={heading} tabIndex={-1}>
        查验结果：本平台出具的真实保函{guarantee.status === '已出函' ? '，在有效期内' : `，当前状态为${guarantee.status}`}
      </Heading>
      <ColumnFacts facts={guaranteeFacts(guarantee)} />
    </Card>
  );
}

/** 真伪查验: anyone checks a guarantee by its number and verification code. Kept out of the address (the code is a second factor). */
function Verification() {
  // A check sent without the page's script was taken by the route's action (verifyAction).
  const { acted, start } = useActedLookup<VerifyValues, GuaranteeVerification>(VERIFY_KEY, VERIFY_BLANK);
  const [found, setFound] = useState<GuaranteeVerification | null>(acted?.found ?? null);
  const verify = useLookup<VerifyValues, GuaranteeVerification>('查验');
  const form = useForm<VerifyValues>({
    ...start,
    validators: VERIFY_CHECKS,
    onSubmit: async (values) => {
      setFound(null);
      setFound(await verify(values));
    },
  });
  const guaranteeNo = form.register('guaranteeNo');
  const verifyCode = form.register('verifyCode');
  return (
    <Stack as="section" space="sm" aria-labelledby="verify-title">
      <SectionHeading level={2} id="verify-title">
        保函真伪查验
      </SectionHeading>
      <Text leading="relaxed">招标人、评标专家和投标人可凭保函上的保函编号和校验码，核验保函是否为本平台出具及其金额、有效期和状态。</Text>
      <Form form={form} aria-label="保函真伪查验" labels={{ submit: '查验', submitting: '正在查验…', succeeded: '' }}>
        <Tiles minWidth="md" space="md">
          <Field label="保函编号" required hint="如 BH202611200001" error={form.errors.guaranteeNo}>
            <TextInput name={guaranteeNo.name} value={guaranteeNo.value} onChange={guaranteeNo.onChange} onBlur={guaranteeNo.onBlur} maxLength={18} autoComplete="off" />
          </Field>
          <Field label="校验码" required hint="保函上印制的8位校验码" error={form.errors.verifyCode}>
            <TextInput name={verifyCode.name} value={verifyCode.value} onChange={verifyCode.onChange} onBlur={verifyCode.onBlur} maxLength={8} autoComplete="off" />
          </Field>
        </Tiles>
      </Form>
      {found && <Verified guarantee={found} />}
    </Stack>
  );
}

/** 保函详情与查验 (/ele-guarantee-detail[?id=]): the applicant's own guarantee when named and logged in, and the public verification. */
export function Component() {
  const { own, viewer } = useLoaderData<typeof eleGuaranteeDetailLoader>();
  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>保函详情与查验</PageTitle>
      {own ? (
        <OwnGuarantee guarantee={own} />
      ) : (
        <Text leading="relaxed">
          {viewer ? '本企业申请的保函见' : '投标企业登录后可在'}
          <Link to="/user?tab=my-guarantees">个人中心</Link>
          {viewer ? '，点击保函编号查看详情。' : '查看本企业保函的详情和校验码。'}
          还没有保函？<Link to={GUARANTEE_PAGES.input}>在线申请电子保函</Link>
        </Text>
      )}
      <Verification />
    </Card>
  );
}
Component.displayName = 'EleGuaranteeDetailPage';
