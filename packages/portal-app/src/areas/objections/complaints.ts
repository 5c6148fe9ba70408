// 信用投诉 (spec §2 /credit-complaint, -inquire, -infoList): the pages of the complaint and the
// columns of the visitor's own complaints (creditcomplaints/infoPage).
import { CreditComplaintFormRules, unwrap, type Schemas } from '@credit-portal/api-client';
import { portal } from '#portal';
import { progressColumns, type SubmissionPageLoader } from '../../views/mySubmissionsList';

export const COMPLAINT_SECTIONS = [
  { href: '/credit-complaint', label: '我要投诉' },
  { href: '/credit-complaint-inquire', label: '投诉查询' },
  { href: '/credit-complaint-infoList', label: '我的信用投诉' },
] as const;

export const loadMyComplaints: SubmissionPageLoader = (query, signal) =>
  unwrap(portal.api.GET('/cmpinternetportalfront/creditcomplaints/infoPage', { params: { query }, signal }));

export const COMPLAINT_COLUMNS = progressColumns([
  { key: 'title', title: '投诉标题' },
  { key: 'subjectName', title: '被投诉主体', render: (row) => row.subjectName ?? '—' },
]);

// The contract's enums (openapi components/objections.yaml CreditComplaintForm), from its field rules.
export const ID_TYPES: readonly Schemas['CreditComplaintForm']['idType'][] = CreditComplaintFormRules.idType.enum;
export const COMPLAINT_TYPES: readonly Schemas['CreditComplaintForm']['complaintType'][] = CreditComplaintFormRules.complaintType.enum;
