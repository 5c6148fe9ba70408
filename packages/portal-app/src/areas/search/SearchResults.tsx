import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Card, EmptyState, Text } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { readPaging } from '../../shell/paging';
import { useLoaded } from '../../shell/routeData';
import { PagedList, type PageOf } from '../../views/PagedList';
import { MIN_KEYWORD } from './loaders';
import { isVerificationNeeded, type VerificationNeeded } from '../../shell/captchaPass';
import { SearchVerification, useVerifiedSearch } from '../../views/SearchVerification';

export interface SearchResultsProps<T> {
  title: string;
  /** The route loader's page of results (null without a keyword; VERIFICATION_NEEDED before the 安全验证). */
  found: PageOf<T> | null | VerificationNeeded;
  /** What the search looks through, for the visitor who has not typed enough (可以用…). */
  prompt: string;
  /** 检索 or 查询: the words of the summary and the loading state. */
  verb: string;
  empty: { title: string; description: string };
  children: (records: T[]) => ReactNode;
}

/** A search page's frame: its title, the summary of the keyword's results, and the paged results. */
export function SearchResults<T>({ title, found, prompt, verb, empty, children }: SearchResultsProps<T>) {
  const [params] = useSearchParams();
  const { keyword } = readPaging(params);
  const { found: shown, verification } = useVerifiedSearch(found);
  const waiting = isVerificationNeeded(shown);
  const result = useLoaded(waiting ? null : shown);
  return (
    <Card as="section" look="panel" padding="lg" space="md">
      <PageTitle id="search-title">
        {title}
      </PageTitle>
      {keyword.length < MIN_KEYWORD ? (
        <EmptyState title="请输入至少两个字的关键词" description={prompt} />
      ) : (
        <Text aria-live="polite">
          “{keyword}”的{verb}结果
          {result.status === 'ready' && result.data ? `：共 ${result.data.total} 条` : ''}
        </Text>
      )}
      {waiting ? <SearchVerification verb={verb} {...verification} /> : null}
      <PagedList list={result} loadingLabel={`正在${verb}`} empty={<EmptyState title={empty.title} description={empty.description} />}>
        {children}
      </PagedList>
    </Card>
  );
}
