import { Link } from 'react-router';
import { Card, SectionHeading, Stack, Text, validateMobile, validateResidentId, validateUnifiedSocialCreditCode, type FieldValidator } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { SubmissionLookup, type SubmissionLookupOf } from '../../views/SubmissionLookup';
import { SectionNav } from '../../views/SectionNav';
import { COMMITMENT_SECTIONS } from './commitment';
import { CommitmentNumberLookup } from './CommitmentNumberLookup';

/** The second factor of a feedback's inquiry (contract): the mobile number given, or the subject's credit code or resident ID. */
export const feedbackVerifier: FieldValidator<string, { verifier: string }> = (value) =>
  validateMobile(value) === true || validateUnifiedSocialCreditCode(value) === true || validateResidentId(value) === true ||
  '请输入反馈时填写的11位手机号码，或承诺主体的统一社会信用代码、身份证号码';

/** The feedback lookup's name among the page's two lookups (the other finds a commitment by its number). */
export const FEEDBACK_LOOKUP = 'feedback';

/** The page's lookup: what it follows up and how (the page's form and the route's action alike). */
export const FEEDBACK_INQUIRY = {
  prefixes: ['FK'],
  example: 'FK202611200001',
  verifierLabel: '手机号码或证件号码',
  verifierCheck: feedbackVerifier,
} satisfies SubmissionLookupOf;

/**
 * /commitent-inquire (承诺查询, kept alive): a commitment by its 承诺编号 (CN…), and a commitment
 * feedback's progress by its 受理编号 (FK…) and a second factor, without logging in. Kept alive, so the answer is still there after reading the
 * commitment or the publicity and coming back.
 */
export function Component() {
  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>承诺查询</PageTitle>
      <SectionNav label="信用承诺栏目" sections={COMMITMENT_SECTIONS} />
      <Stack as="section" space="md" aria-labelledby="commitment-number-lookup">
        <SectionHeading level={2} id="commitment-number-lookup">
          查询承诺
        </SectionHeading>
        <Text tone="muted" leading="body">
          输入签署<Link to="/promise-online">信用承诺</Link>时获得的承诺编号，查看承诺的公示内容和履约状态。
        </Text>
        <CommitmentNumberLookup />
      </Stack>
      <Stack as="section" space="md" aria-labelledby="feedback-lookup">
        <SectionHeading level={2} id="feedback-lookup">
          查询承诺反馈
        </SectionHeading>
        <Text tone="muted" leading="body">
          输入提交<Link to="/commitent-feedback">承诺反馈</Link>时获得的受理编号，以及反馈时填写的手机号码或承诺主体的统一社会信用代码、身份证号码，查看核查进度和结果。
          登录后可在<Link to="/view-info-list">我的反馈</Link>中查看本主体提交的全部反馈。
        </Text>
        <SubmissionLookup lookup={FEEDBACK_INQUIRY} formLabel="承诺反馈查询" verifierHint="反馈时填写的手机号码，或承诺主体的统一社会信用代码、身份证号码" intent={FEEDBACK_LOOKUP} />
      </Stack>
    </Card>
  );
}
Component.displayName = 'FeedbackInquiryPage';
