import { Link } from 'react-router';
import { checkVerifier } from './kinds';
import { SubmissionLookup, type SubmissionLookupOf } from '../../views/SubmissionLookup';
import { SectionNav } from '../../views/SectionNav';
import { COMPLAINT_SECTIONS } from './complaints';
import { PageFrame } from '../../views/PageFrame';
import { Text } from '@credit-portal/ui';

/** The page's lookup: what it follows up and how (the page's form and the route's action alike). */
export const COMPLAINT_INQUIRY = {
  prefixes: ['TS'],
  example: 'TS202611200001',
  verifierLabel: '验证信息',
  verifierCheck: checkVerifier,
} satisfies SubmissionLookupOf;

/** 投诉查询 (spec §2 /credit-complaint-inquire): one credit complaint by its TS number and the phone or certificate number. */
export function Component() {
  return (
    <PageFrame>
      <SectionNav label="信用投诉" sections={COMPLAINT_SECTIONS} />
      <Text tone="muted" leading="body">
        输入<Link to="/credit-complaint">信用投诉</Link>提交成功时获得的受理编号（TS开头），以及投诉时填写的手机号码或证件号码，查看办理进度与处理结果，无需登录。
      </Text>
      <SubmissionLookup lookup={COMPLAINT_INQUIRY} formLabel="投诉查询" verifierHint="投诉时填写的手机号码或证件号码" />
    </PageFrame>
  );
}
Component.displayName = 'ComplaintInquirePage';
