import { useState, type FormEvent } from 'react';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import { Card, EmptyState, Field, Form, Heading, Inline, maxLength, required, Text, TextInput, TextLink, useForm, type FormValidators } from '@credit-portal/ui';
import { readPaging, writePaging } from '../../shell/paging';
import { useLoaded } from '../../shell/routeData';
import { PagedTable } from '../../views/PagedList';
import { linkTabs } from '../../views/page.css';
import { PageSection } from '../../views/PageSection';
import { CampaignFrame } from './CampaignFrame';
import { SAFETY_CAMPAIGNS, SAFETY_ENTRY_FIELDS, safetyDetailHref, type SafetyKind, type SafetyCampaign, type SafetyCheck, type SafetyListEntry, type SafetyListType } from './campaigns';
import { listTypeOf, type SafetyListData } from './loaders';
import { SafetyEntryFacts } from './SafetyEntryFacts';
import { KeywordSearch } from '../../views/KeywordSearch';
import { lookupClientAction, lookupFormAction, useActedLookup, useLookup, type LookupForm } from '../../submission/lookupForm';

const LIST_NAMES: Record<SafetyListType, string> = {
  black: '黑名单',
  white: '白名单',
};

export interface CheckValues {
  keyword: string;
}

const CHECKS: FormValidators<CheckValues> = {
  keyword: [required('请输入企业全称或统一社会信用代码'), (value) => value.trim().length >= 2 || '请至少输入2个字符', maxLength(100, '最多输入100个字符')],
};

const CHECK_BLANK: CheckValues = { keyword: '' };
const CHECK_KEY = 'standing';

/** 名单核查 of the campaign the route names: checked as the page checks it, then asked of the campaign. */
const standingCheck = (kind: SafetyKind): LookupForm<CheckValues, SafetyCheck> => ({
  key: CHECK_KEY,
  blank: CHECK_BLANK,
  checks: CHECKS,
  verb: '核查',
  maxLength: 200,
  find: async ({ keyword }, { request }) => SAFETY_CAMPAIGNS[kind].check(keyword.trim(), request.signal),
});
/** The route's actions of a campaign's page for 名单核查: sent without the page's script (the answer shows below the form), and with it. */
export const standingCheckAction = (kind: SafetyKind) => lookupFormAction(standingCheck(kind));
export const standingCheckClientAction = (kind: SafetyKind) => lookupClientAction(standingCheck(kind));

/** 名单核查: whether one enterprise, by its full name or credit code, is on the campaign's lists. */
function StandingCheck({ campaign }: { campaign: SafetyCampaign }) {
  // A check sent without the page's script was taken by the route's action (standingCheckAction).
  const { acted, start } = useActedLookup<CheckValues, SafetyCheck>(CHECK_KEY, CHECK_BLANK);
  const [answer, setAnswer] = useState<SafetyCheck | null>(acted?.found ?? null);
  const check = useLookup<CheckValues, SafetyCheck>('核查');
  const form = useForm<CheckValues>({
    ...start,
    validators: CHECKS,
    onSubmit: async (values) => {
      setAnswer(null);
      setAnswer(await check(values));
    },
  });
  const keyword = form.register('keyword');
  return (
    <>
      <Form form={form} aria-label={`${campaign.label}名单核查`} labels={{ submit: '核查', submitting: '正在核查…', succeeded: '' }}>
        <Field label="企业全称或统一社会信用代码" required hint="须与名单上的名称或代码完全一致" error={form.errors.keyword}>
          <TextInput name={keyword.name} value={keyword.value} onChange={keyword.onChange} onBlur={keyword.onBlur} maxLength={100} autoComplete="off" />
        </Field>
      </Form>
      {answer && (
        <Card look="muted" role="status">
          <Heading level={3} tone="brand">
            {answer.keyword}：{answer.message}
          </Heading>
          {answer.record && (
            <>
              <SafetyEntryFacts entry={answer.record} />
              <Text tone="muted" leading="body">
                <TextLink href={safetyDetailHref(campaign.kind, answer.record.creditCode)}>
                  查看名单详情
                </TextLink>
              </Text>
            </>
          )}
        </Card>
      )}
    </>
  );
}

/** 红黑名单公示: one list at a time (?list=white), searched by words of the name or code and paged. */
function PublicityLists({ campaign }: { campaign: SafetyCampaign }) {
  const [params, setParams] = useSearchParams();
  const paging = readPaging(params);
  const listType = listTypeOf(params);
  const [draft, setDraft] = useState(paging.keyword);
  const list = useLoaded(useLoaderData<SafetyListData>());
  const listName = `${campaign.label}${LIST_NAMES[listType]}`;

  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(writePaging(params, { keyword: draft.trim(), pageNo: 1 }), {
      preventScrollReset: true,
    });
  };

  return (
    <>
      <nav aria-label="名单类别" className={linkTabs}>
        <ul>
          {(['black', 'white'] as const).map((type) => (
            <li key={type}>
              <Link
                to={type === 'white' ? '?list=white' : '?'}
                preventScrollReset
                aria-current={type === listType ? 'page' : undefined}
                onClick={() => setDraft('')}
              >
                {LIST_NAMES[type]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <KeywordSearch
        label={`${listName}查询`}
        onSubmit={search}
        fieldLabel="企业名称或统一社会信用代码"
        name="keyword"
        // The list shown (黑名单 or 红名单) is kept.
        keep={['list']}
        value={draft}
        onChange={setDraft}
      />
      <PagedTable<SafetyListEntry>
        list={list}
        preventScrollReset
        empty={<EmptyState title={paging.keyword ? `${listName}中未找到与“${paging.keyword}”相关的企业` : `${listName}暂无企业`} />}
        caption={listName}
        columns={SAFETY_ENTRY_FIELDS.map((field) =>
          field.key === 'name'
            ? {
                ...field,
                render: (row: SafetyListEntry) => (
                  <TextLink href={safetyDetailHref(campaign.kind, row.creditCode)}>
                    {row.name}
                  </TextLink>
                ),
              }
            : field,
        )}
        rowKey={(row) => row.id}
        labels={{ loading: `正在加载${listName}` }}
      />
    </>
  );
}

/** 食品安全 / 药品安全 / 农产品质量安全 (spec §2 /food-safe, /drug-safe, /produce-safe): the campaign's publicity; the route names the campaign. */
export function safetyCampaignPage(kind: SafetyKind) {
  const SafetyCampaignPage = () => <SafetyCampaignView campaign={SAFETY_CAMPAIGNS[kind]} />;
  return SafetyCampaignPage;
}

function SafetyCampaignView({ campaign: named }: { campaign: SafetyCampaign }) {
  return (
    <CampaignFrame campaign={named}>
      {(campaign) => (
        <>
          <Text tone="muted" leading="body">
            {campaign.label}专项行动公示经有关部门认定的{campaign.label}
            黑名单、白名单企业。发现{campaign.reportable}
            ，欢迎举报线索，我们将转交有关部门依法核查处理。
          </Text>
          <Inline space="sm">
            <Link to={campaign.cluesHref}>我要举报{campaign.label}线索</Link>
            <Link to="/safe-inquire">线索办理进度查询</Link>
          </Inline>
          <PageSection id="safety-check-title" title="名单核查">
            <StandingCheck campaign={campaign} />
          </PageSection>
          <PageSection id="safety-lists-title" title="红黑名单公示">
            <PublicityLists campaign={campaign} />
          </PageSection>
        </>
      )}
    </CampaignFrame>
  );
}
