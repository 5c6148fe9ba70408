import { Link } from 'react-router';
import { Text, validateMobile } from '@credit-portal/ui';
import { SubmissionLookup, type SubmissionLookupOf } from '../../views/SubmissionLookup';
import { PageFrame } from '../../views/PageFrame';

/** The page's lookup: what it follows up and how (the page's form and the route's action alike). */
export const INFO_SEARCH = {
  prefixes: ['HD', 'JC', 'YQ', 'YF', 'YZ'],
  example: 'HD202611200001',
  verifierLabel: '手机号码',
  verifierCheck: validateMobile,
} satisfies SubmissionLookupOf;

/**
 * 办件查询 (/info-search): follow a website interaction, an error correction or an objection up by
 * its 受理编号 and the mobile number given in it, without logging in (the infoQuery operations).
 */
export function Component() {
  return (
    <PageFrame as="section">
      <Text tone="muted" leading="body">
        输入提交成功时获得的受理编号和提交时填写的手机号码，查看<Link to="/website-interaction">网站互动</Link>、
        <Link to="/check-error">信息纠错</Link>和<Link to="/credit-objection">异议申诉</Link>的办理进度与处理结果。
      </Text>
      <SubmissionLookup lookup={INFO_SEARCH} formLabel="办件查询" verifierHint="提交时填写的手机号码" />
    </PageFrame>
  );
}
Component.displayName = 'InfoSearchPage';
