import { useLoaderData, useNavigate } from 'react-router';
import { Card, DataTable, LinkCard, SearchBar, SectionHeading, Text, Tiles, type SearchQuery } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { SEARCH_ROUTES } from '../../shell/search';
import { Deferred } from '../../shell/routeData';
import { useShell } from '../../shell/ShellContext';
import type { overviewLoader } from './loaders';

/** Spec §2: credit info 0, unified social credit code 1, full text 4; 2 and 3 shown closed. */
const SEARCH_TYPES = [0, 1, 2, 3, 4] as const;

/**
 * /new-code-publicity 信用服务 (spec §2): the new-style credit query page — the search with every type
 * of spec §2 (the closed ones shown as not open) behind the security verification, and what the
 * portal holds: the size of each public list and the double-publicity records of each division.
 */
export function Component() {
  const shell = useShell();
  const navigate = useNavigate();
  const { overview } = useLoaderData<typeof overviewLoader>();

  const search = ({ type, keyword }: SearchQuery) => {
    const route = SEARCH_ROUTES[type];
    if (route) void navigate(`${route}?keyword=${encodeURIComponent(keyword)}`);
  };

  return (
    <Card as="section" look="panel" padding="lg" space="md">
      <PageTitle>信用服务</PageTitle>
      <Card look="tinted" padding="lg">
        <Text leading="relaxed">查询企业、社会组织的信用信息，或在全站检索信用动态与政策。</Text>
        <SearchBar types={SEARCH_TYPES} requestCaptcha={shell.requestCaptcha} onSearch={search} action={SEARCH_ROUTES[0]} />
      </Card>
      <SectionHeading>信用数据概览</SectionHeading>
      <Deferred resolve={overview} loading={{ variant: 'card', count: 3, label: '正在加载信用数据' }}>
        {(data) => (
          <>
            <Tiles as="ul" space="md" minWidth="sm">
              {data.counts.map((item) => (
                <li key={item.label}>
                  <LinkCard href={item.href} figure={item.value.toLocaleString('zh-CN')} title={`${item.label}（条）`} />
                </li>
              ))}
            </Tiles>
            <SectionHeading>各区县双公示数据</SectionHeading>
            <DataTable
              caption="各区县行政许可与行政处罚数量"
              captionHidden
              columns={[
                { key: 'divisionName', title: '区县' },
                { key: 'permitCount', title: '行政许可（条）', align: 'right' },
                { key: 'punishCount', title: '行政处罚（条）', align: 'right' },
              ]}
              rows={data.divisions}
              rowKey={(row) => row.divisionCode}
            />
          </>
        )}
      </Deferred>
    </Card>
  );
}
Component.displayName = 'NewCodePublicityPage';
