import { Link } from 'react-router';
import { validateMobile, validateResidentId, validateUnifiedSocialCreditCode, type FieldValidator } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { SubmissionLookup, type SubmissionLookupProps } from '../../views/SubmissionLookup';
import { SectionNav } from '../../views/SectionNav';
import * as submission from '../../views/submission.css';
import { COMMITMENT_SECTIONS } from './commitment';
import { CommitmentNumberLookup } from './CommitmentNumberLookup';
import * as styles from './commitment.css';

/** The second factor of a feedback's inquiry (contract): the mobile number given, or the subject's credit code or resident ID. */
export const feedbackVerifier: FieldValidator<string, { verifier: string }> = (value) =>
  validateMobile(value) === true || validateUnifiedSocialCreditCode(value) === true || validateResidentId(value) === true ||
  '请输入反馈时填写的11位手机号码，或承诺主体的统一社会信用代码、身份证号码';

/** The page's lookup: what it follows up and how (the page's form and the route's action alike). */
export const FEEDBACK_INQUIRY = {
  prefixes: ['FK'],
  formLabel: '承诺反馈查询',
  example: 'FK202611200001',
  verifierLabel: '手机号码或证件号码',
  verifierHint: '反馈时填写的手机号码，或承诺主体的统一社会信用代码、身份证号码',
  verifierCheck: feedbackVerifier,
  // Its name among the page's two lookups (the other finds a commitment by its number).
  intent: 'feedback',
} satisfies SubmissionLookupProps;

/**
 * /commitent-inquire (承诺查询, kept alive): a commitment by its 承诺编号 (CN…), and a commitment
 * feedback's progress by its 受理编号 (FK…) and a second factor, without logging in. Kept alive, so the answer is still there after reading the
 * commitment or the publicity and coming back.
 */
export function Component() {
  return (
    <div className={styles.page}>
      <PageTitle className={styles.title}>承诺查询</PageTitle>
      <SectionNav label="信用承诺栏目" sections={COMMITMENT_SECTIONS} />
      <section aria-labelledby="commitment-number-lookup" className={submission.section}>
        <h2 id="commitment-number-lookup" className={submission.sectionTitle}>
          查询承诺
        </h2>
        <p className={styles.lead}>
          输入签署<Link to="/promise-online">信用承诺</Link>时获得的承诺编号，查看承诺的公示内容和履约状态。
        </p>
        <CommitmentNumberLookup />
      </section>
      <section aria-labelledby="feedback-lookup" className={submission.section}>
        <h2 id="feedback-lookup" className={submission.sectionTitle}>
          查询承诺反馈
        </h2>
        <p className={styles.lead}>
          输入提交<Link to="/commitent-feedback">承诺反馈</Link>时获得的受理编号，以及反馈时填写的手机号码或承诺主体的统一社会信用代码、身份证号码，查看核查进度和结果。
          登录后可在<Link to="/view-info-list">我的反馈</Link>中查看本主体提交的全部反馈。
        </p>
        <SubmissionLookup {...FEEDBACK_INQUIRY} />
      </section>
    </div>
  );
}
Component.displayName = 'FeedbackInquiryPage';
