import { Link } from 'react-router';
import { checkVerifier } from './kinds';
import { SubmissionLookup, type SubmissionLookupOf } from '../../views/SubmissionLookup';
import { SectionNav } from '../../views/SectionNav';
import { SERVICE_SECTIONS } from './kinds';
import { PageFrame } from '../../views/PageFrame';
import { Text } from '@credit-portal/ui';

/** The page's lookup: what it follows up and how (the page's form and the route's action alike). */
export const SERVICE_INQUIRY = {
  prefixes: ['YQ', 'YF', 'YZ', 'TS'],
  example: 'TS202611200001',
  verifierLabel: '验证信息',
  verifierCheck: checkVerifier,
} satisfies SubmissionLookupOf;

/**
 * 办件查询 of the credit service (spec §2 /service-inquire): any objection statement (YQ, YF, YZ) or
 * credit complaint (TS) by its 受理编号 and a second factor, without logging in (their infoQuery).
 */
export function Component() {
  return (
    <PageFrame>
      <SectionNav label="异议申诉与投诉" sections={SERVICE_SECTIONS} />
      <Text tone="muted" leading="body">
        输入提交成功时获得的受理编号和验证信息，查看异议申诉和<Link to="/credit-complaint">信用投诉</Link>的办理进度与处理结果，无需登录。
        登录后也可在<Link to="/credit-complaint-infoList">我的信用投诉</Link>和各类异议申诉的进度页面查看本账号提交的全部事项。
      </Text>
      <SubmissionLookup lookup={SERVICE_INQUIRY} formLabel="办件查询" verifierHint="提交时填写的手机号码，或统一社会信用代码（法人申诉）、身份证号码（自然人申诉）、证件号码（投诉）" />
    </PageFrame>
  );
}
Component.displayName = 'ServiceInquirePage';
