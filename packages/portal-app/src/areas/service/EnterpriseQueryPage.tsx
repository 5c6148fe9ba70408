import { useState, type FormEvent } from 'react';
import { useLoaderData, useSearchParams } from 'react-router';
import type { Schemas } from '@credit-portal/api-client';
import { atoms, Button, Card, EmptyState, Field, Inline, RadioGroup, Text, TextInput, type DataTableColumn } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { writePaging } from '../../shell/paging';
import { useLoaded } from '../../shell/routeData';
import { PagedTable } from '../../views/PagedList';
import { CreditArchiveLink } from '../../views/CreditArchiveLink';
import { checkKeyword, enterpriseQueryOf } from './enterpriseQuery';
import type { enterpriseQueryLoader } from './loaders';
import { isVerificationNeeded } from '../../shell/captchaPass';
import { SearchVerification, useVerifiedSearch } from '../../views/SearchVerification';
import { useShell } from '../../shell/ShellContext';
import { CREDIT_CODE_COLUMN } from '../../views/columns';
import { KeptParams } from '../../views/KeptParams';

type Subject = Schemas['SubjectSearchHit'];

/** The search's two ways (the search bar's type codes 0 and 1, openapi searchCreditSubjects). */
const WAYS = [
  { value: '0', label: '企业名称或法定代表人' },
  { value: '1', label: '统一社会信用代码' },
] as const;

const COLUMNS: DataTableColumn<Subject>[] = [
  {
    key: 'name',
    title: '企业名称',
    render: (row) => <CreditArchiveLink creditCode={row.creditCode}>{row.name}</CreditArchiveLink>,
  },
  CREDIT_CODE_COLUMN,
  { key: 'legalPerson', title: '法定代表人' },
  { key: 'establishedDate', title: '成立日期', nowrap: true },
  { key: 'status', title: '登记状态' },
  { key: 'district', title: '所属区域' },
];

/**
 * /enterprise-query (spec §2, kept alive): the enterprises whose name, legal representative or code
 * match, as a paged table, each leading to its credit archive. The query lives in the address
 * (keyword, type, pageNo, pageSize) and the route's loader reads the page it asks for; the route's
 * keep-alive keeps the page and its scroll on return.
 */
export function Component() {
  const [params] = useSearchParams();
  const { paging, way, asked } = enterpriseQueryOf(params);
  // A query sent without the page's script comes with the results the route's action found.
  const { found, verification } = useVerifiedSearch(useLoaderData<typeof enterpriseQueryLoader>());
  const waiting = isVerificationNeeded(found);
  const list = useLoaded(waiting ? null : found);

  return (
    <Card as="section" look="panel" padding="lg" space="md">
      <PageTitle>企业信用查询</PageTitle>
      {/* A new query in the address (back, forward, a link) brings its words back into the form. */}
      <QueryForm key={`${way}|${paging.keyword}`} keyword={paging.keyword} way={way} refused={params.has('keyword') && !asked} />
      {!asked ? (
        <EmptyState title="请输入查询条件" description="可按企业名称、法定代表人姓名或统一社会信用代码查询企业的信用档案。" />
      ) : waiting ? (
        <SearchVerification verb="查询" {...verification} />
      ) : (
        <>
          <Text tone="muted" size="sm" aria-live="polite">
            “{paging.keyword}”的查询结果{list.status === 'ready' && list.data ? `：共 ${list.data.total} 家企业` : ''}
          </Text>
          <PagedTable<Subject>
            list={list}
            caption="企业查询结果"
            captionHidden
            columns={COLUMNS}
            empty={<EmptyState title="未查询到相关企业" description="请检查查询内容，或尝试输入完整的企业名称、统一社会信用代码。" />}
          />
        </>
      )}
    </Card>
  );
}
Component.displayName = 'EnterpriseQueryPage';

/**
 * The query's words and way; sending puts them in the address (first page). Its fields carry the address's
 * names, so the form sent without the page's script is a plain GET of the page; words the address holds
 * that the form would not have sent (`refused`) are named beside the field.
 */
function QueryForm({ keyword: initialKeyword, way, refused }: { keyword: string; way: string; refused: boolean }) {
  const [params, setParams] = useSearchParams();
  const [keyword, setKeyword] = useState(initialKeyword);
  const [chosenWay, setChosenWay] = useState<string>(way);
  const [error, setError] = useState<string | null>(() => (refused ? checkKeyword(initialKeyword, way) : null));

  const shell = useShell();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = keyword.trim();
    const problem = checkKeyword(value, chosenWay);
    setError(problem);
    if (problem) return;
    // A query of new words is open after a 安全验证, whose pass the page's loader carries (spec §6).
    if (!(await shell.requestCaptcha())) {
      setError('请完成安全验证后再查询');
      return;
    }
    const next = writePaging(params, { keyword: value, pageNo: 1 });
    if (chosenWay === '1') next.set('type', '1');
    else next.delete('type');
    setParams(next);
  };

  return (
    <form role="search" method="get" aria-label="企业信用查询" className={atoms({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: 'sm' })} onSubmit={(event) => void submit(event)} noValidate>
      <KeptParams names={['pageSize']} />
      <Field label="查询方式" group className={atoms({ flex: 'content' })}>
        <RadioGroup name="type" options={WAYS} value={chosenWay} onValueChange={setChosenWay} />
      </Field>
      <Field label="查询内容" required error={error} className={atoms({ flex: 'fill' })}>
        <TextInput
          type="search"
          name="keyword"
          value={keyword}
          maxLength={60}
          placeholder={chosenWay === '1' ? '请输入18位统一社会信用代码' : '请输入企业名称或法定代表人姓名'}
          onValueChange={setKeyword}
        />
      </Field>
      <Inline space="sm">
        <Button type="submit" variant="primary">
          查询
        </Button>
      </Inline>
    </form>
  );
}
