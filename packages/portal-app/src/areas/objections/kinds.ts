// The three objection statements of the credit service (spec §2 'Credit service'), each a form page and
// an -info page. What the contract says of each (openapi paths/objections.yaml): who may file it
// (x-user-types), its tracking-number prefix and the second factor its infoQuery takes. The infoPage
// loaders and the user types come from the /credit-objection page, which follows the same three kinds up.
import { OBJECTION_KINDS } from './CreditObjectionPage';
import type { SubmissionPrefix } from '../../views/submissions';

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

/** The kind whose form or -info page is at `pathname`. */
export const objectionKindAt = (pathname: string): ObjectionKind =>
  OBJECTION_FORMS.find((kind) => kind.formPath === pathname || kind.infoPath === pathname) ?? (OBJECTION_FORMS[0] as ObjectionKind);

/** The account types that may file `kind` (the contract's x-user-types), from the /credit-objection page. */
export const userTypesOf = (kind: ObjectionKind): readonly number[] => OBJECTION_KINDS.find((entry) => entry.key === kind.key)?.userTypes ?? [];

/** The infoPage loader of `kind` (我的…异议申诉). */
export const loaderOf = (kind: ObjectionKind) => OBJECTION_KINDS.find((entry) => entry.key === kind.key)?.load;

/** The pages of the area, for the section menu on each of them. */
export const SERVICE_SECTIONS = [
  { href: '/service-objection-representation', label: '企业法人异议申诉' },
  { href: '/service-objection-representation-nolegal', label: '其他法人异议申诉' },
  { href: '/service-objection-representation-person', label: '自然人异议申诉' },
  { href: '/credit-complaint', label: '信用投诉' },
  { href: '/service-inquire', label: '办件查询' },
] as const;
