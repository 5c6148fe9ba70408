// What the credit-commitment pages share (spec §2 'Credit commitment'): the contract's scenarios and
// states, the area's page menu, the template text with its placeholders, and the visitor's own feedback.
import { unwrap, type Schemas } from '@credit-portal/api-client';
import type { SanitizedHtml } from '@credit-portal/ui';
import { escapeMarkup } from '../../shell/escapeMarkup';
import { portal } from '#portal';
import type { Section } from '../../views/SectionNav';
import type { SubmissionProgress } from '../../views/submissions';

export type Scenario = Schemas['CommitmentScenario'];
export type SubjectType = Schemas['SubjectType'];
export type CommitmentStatus = Schemas['CommitmentStatus'];
export type TemplateSummary = Schemas['CommitmentTemplateSummary'];
export type Template = Schemas['CommitmentTemplate'];

/**
 * 适用场景 of the contract (CommitmentScenario), in its order, each with what it means in the national
 * practice of 信用承诺制 (告知承诺、证明事项告知承诺、信用修复承诺、行业自律承诺、主动承诺).
 */
export const SCENARIOS: readonly { name: Scenario; description: string }[] = [
  {
    name: '行政审批类',
    description: '实行告知承诺制的行政许可事项：申请人书面承诺符合审批条件，行政机关据此先行办理，事中事后核查。',
  },
  {
    name: '证明事项类',
    description: '以书面承诺替代需提交的证明材料，申请人对承诺内容的真实性负责，虚假承诺记入信用档案。',
  },
  {
    name: '信用修复类',
    description: '失信主体申请信用修复时，承诺已纠正失信行为、履行相关义务，并在修复后依法诚信经营。',
  },
  {
    name: '行业自律类',
    description: '行业协会商会组织会员作出的诚信经营承诺，接受行业组织和社会公众监督。',
  },
  {
    name: '主动型',
    description: '市场主体和个人自愿向社会公开作出的信用承诺，作为诚信经营、诚实守信的自我约束。',
  },
];
export const isScenario = (value: string): value is Scenario => SCENARIOS.some((s) => s.name === value);

/** The scenario the address asks for: the scenarios page always shows one (the first by default), the catalogue all of them. */
export function scenarioOf(params: URLSearchParams, byScenario: boolean): Scenario | '' {
  const given = params.get('scenario') ?? '';
  return isScenario(given) ? given : byScenario ? SCENARIOS[0]!.name : '';
}

/** CommitmentStatus once a fulfilment feedback was handled (openapi: 公示中 before). */
export const FULFILMENT_STATES: readonly CommitmentStatus[] = ['已履约', '部分履约', '未履约'];

/** The area's pages as a route-changing menu (SectionNav). */
export const COMMITMENT_SECTIONS: readonly Section[] = [
  { href: '/credit-commitment', label: '信用承诺' },
  { href: '/credit-commitment-index', label: '承诺目录' },
  { href: '/promise-application-scenarios', label: '应用场景' },
  { href: '/promise-online', label: '在线承诺' },
  { href: '/promise-publicity', label: '承诺公示' },
  { href: '/commitent-feedback', label: '承诺反馈' },
  { href: '/commitent-inquire', label: '承诺查询' },
  { href: '/view-info-list', label: '我的反馈' },
  { href: '/feedback-info', label: '履约情况' },
  { href: '/credit-dishonest', label: '违诺失信' },
];

/** Template ids are digits (openapi: `^\d{1,10}$`). */
export const isTemplateId = (id: string): boolean => /^\d{1,10}$/.test(id);

/** 承诺编号 CN…: two letters, the day and a sequence (openapi TrackingNo). */
export const COMMITMENT_NO = /^CN\d{12,16}$/;
/** What a visitor is told when a 承诺编号 is not of that shape. */
export const COMMITMENT_NO_MESSAGE = '承诺编号为CN加12位数字，如 CN202611200001';

/** The placeholders of a template's text (openapi CommitmentTemplate) and what each stands for. */
export const PLACEHOLDERS = {
  subjectName: '承诺主体名称',
  creditCode: '统一社会信用代码或身份证号码',
  legalPerson: '法定代表人',
  matter: '承诺事项',
  signDate: '承诺日期',
} as const;
export type PlaceholderName = keyof typeof PLACEHOLDERS;


/**
 * The template's HTML, sanitised by the route's loader, with its placeholders filled in: a value typed by
 * the visitor goes in as text; one not given yet shows as a marked blank naming what belongs there. The
 * result stays sanitised HTML (filled in the browser as the visitor types, with no sanitizer loaded): what
 * goes in is escaped text in <strong> or <em>, both of the article subset, and holds no quote, so in an
 * attribute (which the sanitizer's output always quotes) it stays that attribute's text; it begins with
 * "<", so it can make no address's scheme either.
 */
export function fillTemplate(html: SanitizedHtml, values: Partial<Record<PlaceholderName, string>> = {}): SanitizedHtml {
  return html.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name as PlaceholderName]?.trim();
    if (value) return `<strong>${escapeMarkup(value)}</strong>`;
    const label = PLACEHOLDERS[name as PlaceholderName] ?? name;
    return `<em>［${escapeMarkup(label)}］</em>`;
  }) as SanitizedHtml;
}

/** Every template, for the choice on /promise-online (the catalogue is short: one page of 100). */
export async function loadAllTemplates(signal?: AbortSignal): Promise<TemplateSummary[]> {
  const page = await unwrap(
    portal.api.GET('/cmpinternetportalfront/onlinecommitment/qzonlinecommitment/page', { params: { query: { pageNo: 1, pageSize: 100 } }, signal })
  );
  return page.records;
}

/** Where /view-info-list keeps its page, size and state in the address (StatusFilteredList). */
export const MY_FEEDBACK_ADDRESS = {
  page: 'pageNo',
  size: 'pageSize',
  status: 'status',
};

/** The statuses of a feedback's progress (openapi SubmissionStatus). */
export const FEEDBACK_STATES = ['待受理', '受理中', '已办结'] as const;

/**
 * One of the logged-in visitor's own feedback by its 受理编号, from their list (infoPage, newest
 * first), or null. A subject gives feedback on few commitments, so the list is read a page of 100 at a time.
 */
export async function findOwnFeedback(trackingNo: string, signal?: AbortSignal): Promise<SubmissionProgress | null> {
  for (let pageNo = 1; pageNo <= 20; pageNo++) {
    const page = await unwrap(
      portal.api.GET('/cmpinternetportalfront/commitmentfeedback/infoPage', {
        params: { query: { pageNo, pageSize: 100 } },
        signal,
      })
    );
    const found = page.records.find((record) => record.trackingNo === trackingNo);
    if (found) return found;
    if (pageNo * 100 >= page.total) return null;
  }
  return null;
}

export const SUBJECT_TYPES: readonly SubjectType[] = ['法人及非法人组织', '自然人'];

/** The three lists of the commitments' publicity, by route name (PublicityListPage). */
export type PublicityListName = 'PromisePublicity' | 'FeedbackInfo' | 'CreditDishonest';

/**
 * The filters the address gives one of the publicity lists: scenario and kind of subject for the
 * list of all commitments, the fulfilment result for 履约情况 (the first by default), 未履约 for 违诺失信.
 */
export function publicityFiltersOf(
  name: PublicityListName,
  params: URLSearchParams
): {
  scenario: Scenario | '';
  subjectType: SubjectType | '';
  status: CommitmentStatus | '';
} {
  const scenarioParam = params.get('scenario') ?? '';
  const scenario = name === 'PromisePublicity' && isScenario(scenarioParam) ? scenarioParam : '';
  const subjectParam = params.get('subjectType') ?? '';
  const subjectType = name === 'PromisePublicity' ? SUBJECT_TYPES.find((type) => type === subjectParam) ?? '' : '';
  const statusParam = params.get('status') ?? '';
  const status: CommitmentStatus | '' =
    name === 'CreditDishonest' ? '未履约' : name === 'FeedbackInfo' ? FULFILMENT_STATES.find((s) => s === statusParam) ?? FULFILMENT_STATES[0]! : '';
  return { scenario, subjectType, status };
}
