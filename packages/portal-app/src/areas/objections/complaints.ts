// 信用投诉 (spec §2 /credit-complaint, -inquire, -infoList): the pages of the complaint and the
// columns of the visitor's own complaints (creditcomplaints/infoPage).
import { fieldRules, unwrap, type Schemas } from '@credit-portal/api-client';
import type { DataTableColumn } from '@credit-portal/ui';
import { portal } from '../../shell/portal';
import type { SubmissionProgress } from '../../views/submissions';
import type { SubmissionPageLoader } from '../../views/MySubmissions';

export const COMPLAINT_SECTIONS = [
  { href: '/credit-complaint', label: '我要投诉' },
  { href: '/credit-complaint-inquire', label: '投诉查询' },
  { href: '/credit-complaint-infoList', label: '我的信用投诉' },
] as const;

export const loadMyComplaints: SubmissionPageLoader = (query, signal) =>
  unwrap(portal.api.GET('/cmpinternetportalfront/creditcomplaints/infoPage', { params: { query }, signal }));

export const COMPLAINT_COLUMNS: readonly DataTableColumn<SubmissionProgress>[] = [
  { key: 'trackingNo', title: '受理编号' },
  { key: 'title', title: '投诉标题' },
  { key: 'subjectName', title: '被投诉主体', render: (row) => row.subjectName ?? '—' },
  { key: 'status', title: '办理状态' },
  { key: 'submitTime', title: '提交时间', render: (row) => row.submitTime.slice(0, 10) },
  { key: 'handleUnit', title: '承办单位', render: (row) => row.handleUnit ?? '—' },
  { key: 'result', title: '处理结果', render: (row) => row.result ?? '—' },
];

// The contract's enums (openapi components/objections.yaml CreditComplaintForm), from its field rules.
export const ID_TYPES: readonly Schemas['CreditComplaintForm']['idType'][] = fieldRules.CreditComplaintForm.idType.enum;
export const COMPLAINT_TYPES: readonly Schemas['CreditComplaintForm']['complaintType'][] = fieldRules.CreditComplaintForm.complaintType.enum;
