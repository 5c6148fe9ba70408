// The three objection statements of the credit service (spec §2 'Credit service'), each a form page and
// an -info page. What the contract says of each (openapi paths/objections.yaml): who may file it
// (x-user-types), its tracking-number prefix and the second factor its infoQuery takes. The infoPage
// loaders and the user types are those the /credit-objection page follows up too.
import { unwrap } from '@credit-portal/api-client';
import type { FieldValidator } from '@credit-portal/ui';
import { portal } from '#portal';
import { progressColumns } from '../../views/mySubmissionsList';
import type { SubmissionPrefix } from '../../views/submissions';

/** The three kinds of objection (spec §2 Credit service) and the user types the contract lets file each (x-user-types). */
export const OBJECTION_KINDS = [
  {
    key: 'enterprise',
    name: '企业法人异议申诉',
    userTypes: [2],
    load: (query: { pageNo: number; pageSize: number }, signal: AbortSignal) =>
      unwrap(portal.api.GET('/cmpinternetportalfront/enterpriselegalpersonobjection/infoPage', { params: { query }, signal })),
  },
  {
    key: 'other',
    name: '其他法人异议申诉',
    userTypes: [2, 3],
    load: (query: { pageNo: number; pageSize: number }, signal: AbortSignal) =>
      unwrap(portal.api.GET('/cmpinternetportalfront/otherlegalpersonobjection/infoPage', { params: { query }, signal })),
  },
  {
    key: 'person',
    name: '自然人异议申诉',
    userTypes: [1],
    load: (query: { pageNo: number; pageSize: number }, signal: AbortSignal) =>
      unwrap(portal.api.GET('/cmpinternetportalfront/naturepersonobjection/infoPage', { params: { query }, signal })),
  },
] as const;

export const OBJECTION_COLUMNS = progressColumns([{ key: 'title', title: '异议事项' }]);

/** The second factor: a mobile number, a unified social credit code or a resident ID number. */
export const checkVerifier: FieldValidator<string, { verifier: string }> = (value) =>
  /^[0-9A-Za-z]{6,18}$/.test(value.trim()) || '请输入提交时填写的手机号码、统一社会信用代码或身份证号码';

/** The kinds the account's type may file, and the one the address chooses (`kind`, the first by default). */
export function objectionKindsOf(userType: number, params: URLSearchParams) {
  const kinds = OBJECTION_KINDS.filter((kind) => (kind.userTypes as readonly number[]).includes(userType));
  const current = kinds.find((kind) => kind.key === params.get('kind')) ?? kinds[0];
  return { kinds, current };
}

export type ObjectionKey = (typeof OBJECTION_KINDS)[number]['key'];

export interface ObjectionKind {
  key: ObjectionKey;
  /** 企业法人异议申诉 …, as the existing pages and the back end name the kind. */
  name: string;
  prefix: Extract<SubmissionPrefix, 'YQ' | 'YF' | 'YZ'>;
  /** The form page and its -info page (the guide and the progress). */
  formPath: string;
  infoPath: string;
  /** Legal persons name their unit and its code; natural persons themselves and their resident ID. */
  subject: 'legal' | 'person';
  /** Who may file it, in words: 企业账号 … */
  accounts: string;
  /** The second factor of the inquiry besides the phone. */
  verifierHint: string;
  example: string;
  /** 证明材料: at least one for legal persons (LegalPersonObjectionForm), optional for persons. */
  filesRequired: boolean;
}

export const OBJECTION_FORMS: readonly ObjectionKind[] = [
  {
    key: 'enterprise',
    name: '企业法人异议申诉',
    prefix: 'YQ',
    formPath: '/service-objection-representation',
    infoPath: '/service-objection-representation-info',
    subject: 'legal',
    accounts: '企业账号',
    verifierHint: '提交时填写的手机号码或统一社会信用代码',
    example: 'YQ202611200001',
    filesRequired: true,
  },
  {
    key: 'other',
    name: '其他法人异议申诉',
    prefix: 'YF',
    formPath: '/service-objection-representation-nolegal',
    infoPath: '/service-objection-representation-nolegal-info',
    subject: 'legal',
    accounts: '社会组织、事业单位等其他法人账号或企业账号',
    verifierHint: '提交时填写的手机号码或统一社会信用代码',
    example: 'YF202611200001',
    filesRequired: true,
  },
  {
    key: 'person',
    name: '自然人异议申诉',
    prefix: 'YZ',
    formPath: '/service-objection-representation-person',
    infoPath: '/service-objection-representation-person-info',
    subject: 'person',
    accounts: '个人账号',
    verifierHint: '提交时填写的手机号码或身份证号码',
    example: 'YZ202611200001',
    filesRequired: false,
  },
];

/** The kind of this key. */
export const objectionKind = (key: ObjectionKey): ObjectionKind => OBJECTION_FORMS.find((kind) => kind.key === key) ?? (OBJECTION_FORMS[0] as ObjectionKind);

/** The account types that may file `kind` (the contract's x-user-types), from the /credit-objection page. */
export const userTypesOf = (kind: ObjectionKind): readonly number[] => OBJECTION_KINDS.find((entry) => entry.key === kind.key)?.userTypes ?? [];

/** The infoPage loader of `kind` (我的…异议申诉). */
export const loaderOf = (kind: ObjectionKind) => OBJECTION_KINDS.find((entry) => entry.key === kind.key)?.load;

/** The pages of the area, for the section menu on each of them. */
export const SERVICE_SECTIONS = [
  { href: '/service-objection-representation', label: '企业法人异议申诉' },
  {
    href: '/service-objection-representation-nolegal',
    label: '其他法人异议申诉',
  },
  { href: '/service-objection-representation-person', label: '自然人异议申诉' },
  { href: '/credit-complaint', label: '信用投诉' },
  { href: '/service-inquire', label: '办件查询' },
] as const;
