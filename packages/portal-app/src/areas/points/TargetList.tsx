import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Schemas } from '@credit-portal/api-client';
import { ButtonLink, EmptyState, Inline, Text } from '@credit-portal/ui';
import { readPaging, writePaging } from '../../shell/paging';
import { PagedTable } from '../../views/PagedList';
import * as styles from '../../views/page.css';
import { TARGET_PARAMETERS } from './address';
import type { declareLegalLoader } from './loaders';
import { templateHref, type Scheme } from '../../creditpoints/scheme';
import { useLoaded } from '../../shell/routeData';
import { PageSection } from '../../views/PageSection';
import { KeywordSearch } from '../../views/KeywordSearch';

type Target = Schemas['Target'];
type Loaded = Awaited<ReturnType<typeof declareLegalLoader>>;

const COLUMNS = [
  { key: 'name', title: '指标名称' },
  { key: 'category', title: '指标类别' },
  { key: 'points', title: '分值', align: 'right' as const },
  { key: 'standard', title: '认定标准' },
  { key: 'evidence', title: '所需证明材料' },
  { key: 'maxPerYear', title: '每年可申报次数', align: 'right' as const },
];

/** The category in the address, `category=纳税守信`; none lists every target. */
const categoryHref = (params: URLSearchParams, category: string | null) => {
  const next = writePaging(params, { pageNo: 1 });
  if (category) next.set('category', category);
  else next.delete('category');
  const query = next.toString();
  return query ? `?${query}` : '?';
};

/**
 * 积分指标: what earns points in a scheme, by category (the scheme's tabs) and words of the name,
 * with the declaration form to download. Public; its state (category, keyword, page) lives in the address,
 * which the route's loader read.
 */
export function TargetList({ scheme, tabs, targets }: { scheme: Scheme; tabs: Loaded['tabs']; targets: Loaded['targets'] }) {
  const [params, setParams] = useSearchParams();
  const paging = readPaging(params);
  const category = params.get('category') ?? '';
  const [draft, setDraft] = useState(paging.keyword);

  const list = useLoaded(targets, TARGET_PARAMETERS);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(writePaging(params, { keyword: draft.trim(), pageNo: 1 }), {
      preventScrollReset: true,
    });
  };

  return (
    <PageSection id="targets-title" title="积分指标">
      <Text tone="muted" leading="relaxed">
        {scheme.subjectWord}
        可对照下列指标，就近12个月内发生的守信事项申报信用积分，并按指标要求上传证明材料；经市社会信用体系建设领导小组办公室审核通过后计入信用积分。
      </Text>
      <Inline space="md" alignY="end">
        <ButtonLink href={templateHref(scheme)} download size="small">
          下载{scheme.title}表
        </ButtonLink>
      </Inline>
      <nav aria-label="指标类别" className={styles.linkTabs}>
        <ul>
          <li>
            <Link to={categoryHref(params, null)} preventScrollReset aria-current={category === '' ? 'page' : undefined}>
              全部
            </Link>
          </li>
          {tabs.map((tab) => (
            <li key={tab.value}>
              <Link to={categoryHref(params, tab.value)} preventScrollReset aria-current={category === tab.value ? 'page' : undefined}>
                {tab.label}（{tab.targetCount}）
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <KeywordSearch label="积分指标查询" onSubmit={search} fieldLabel="指标名称" fieldId={`${scheme.kind}-target-keyword`} name="keyword" keep={['category']} value={draft} onChange={setDraft} placeholder="请输入指标名称关键词" />
      <PagedTable<Target>
        list={list}
        preventScrollReset
        empty={<EmptyState title={paging.keyword ? `未找到与“${paging.keyword}”相关的指标` : '暂无积分指标'} />}
        caption="积分指标"
        captionHidden
        columns={COLUMNS}
        rowKey={(row) => row.id}
      />
    </PageSection>
  );
}
