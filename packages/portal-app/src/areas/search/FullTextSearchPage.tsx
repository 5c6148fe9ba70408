import { Link, useLoaderData } from 'react-router';
import { Box, Card, Heading, Stack, Text } from '@credit-portal/ui';
import { Highlighted } from '../../shell/Highlighted';
import type { fullTextSearchLoader } from './loaders';
import { SearchResults } from './SearchResults';
import * as styles from './SearchPage.css';

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
              <Box as="dl" display="flex" flexWrap="wrap" className={styles.facts}>
                <div>
                  <dt>栏目</dt>
                  <dd>{hit.classificationName}</dd>
                </div>
                <div>
                  <dt>来源</dt>
                  <dd>{hit.source}</dd>
                </div>
                <div>
                  <dt>发布时间</dt>
                  <dd>{hit.releaseTime.slice(0, 10)}</dd>
                </div>
              </Box>
            </Card>
          ))}
        </Stack>
      )}
    </SearchResults>
  );
}
Component.displayName = 'FullTextSearchPage';
