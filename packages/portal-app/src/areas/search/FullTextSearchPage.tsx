import { Link, useLoaderData } from 'react-router';
import { Card, Facts, Heading, Stack, Text } from '@credit-portal/ui';
import { Highlighted } from '../../shell/Highlighted';
import type { fullTextSearchLoader } from './loaders';
import { SearchResults } from './SearchResults';

/** /full-text-retrieval (search type 4): articles ranked by relevance, matches highlighted. */
export function Component() {
  return (
    <SearchResults
      title={'全文检索'}
      found={useLoaderData<typeof fullTextSearchLoader>()}
      prompt="可以用页面上方的搜索框检索本站发布的新闻、政策和公告。"
      verb="检索"
      empty={{
        title: '未检索到相关内容',
        description: '请尝试更换或减少关键词。',
      }}
    >
      {(records) => (
        <Stack as="ol" space="md">
          {records.map((hit) => (
            <Card as="li" key={hit.id}>
              <Heading level={2} tone="brand">
                <Link to={`/content-detail?id=${encodeURIComponent(hit.id)}`}>
                  <Highlighted html={hit.titleHighlight} />
                </Link>
              </Heading>
              <Text leading="body">
                <Highlighted html={hit.snippet} />
              </Text>
              <Facts
                look="inline"
                items={[
                  { term: '栏目', value: hit.classificationName },
                  { term: '来源', value: hit.source },
                  { term: '发布时间', value: hit.releaseTime.slice(0, 10) },
                ]}
              />
            </Card>
          ))}
        </Stack>
      )}
    </SearchResults>
  );
}
Component.displayName = 'FullTextSearchPage';
