import { useCallback, useEffect, useRef, useState } from 'react';
import { catalogueMessage, isPortalError, unwrap, type ArticleSummary, type Schemas } from '@credit-portal/api-client';
import {
  ArticleView,
  CaptchaDialog,
  Dialog,
  NewsList,
  SearchBar,
  SiteHeader,
  TabMenu,
  Tabs,
  UiProvider,
  redTheme,
  useCaptchaGate,
  type NewsListItem,
  type SearchQuery,
} from '@credit-portal/ui';
import { apiBase, portal } from './portal.js';

/** What a call gave: its data, or the error catalogue's Chinese message. */
type Loaded<T> = { data: T; error?: undefined } | { data?: undefined; error: string };

const messageOf = (error: unknown) => (isPortalError(error) ? error.message : catalogueMessage('server'));

/** Runs `load` once per `key` (null: nothing to load), dropping the answer of a call a newer key replaced. */
function useLoaded<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Loaded<T> | null {
  const [state, setState] = useState<{ key: string; loaded: Loaded<T> } | null>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => setState({ key, loaded: { data } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key, loaded: { error: messageOf(error) } });
      },
    );
    return () => controller.abort();
  }, [key]);
  return state !== null && state.key === key ? state.loaded : null;
}

/** Every list's entry opens its article in the dialog: the address's hash names it (#article-421). */
const toItems = (records: readonly ArticleSummary[]): NewsListItem[] =>
  records.map((record) => ({ id: record.id, title: record.title, href: `#article-${record.id}`, time: record.releaseTime }));

const articleInHash = () => /^#article-(\w+)$/.exec(window.location.hash)?.[1] ?? null;

function useArticleInHash(): [string | null, () => void] {
  const [id, setId] = useState(articleInHash);
  useEffect(() => {
    const follow = () => setId(articleInHash());
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  const close = useCallback(() => {
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    setId(null);
  }, []);
  return [id, close];
}

function ArticleDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const article = useLoaded<Schemas['ArticleDetail']>(id, (signal) =>
    unwrap(portal.api.GET('/cms/front/articleinfo/detail/{id}', { params: { path: { id: id ?? '' } }, signal })),
  );
  return (
    <Dialog.Root open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content title={article?.data?.title ?? '文章'} hideTitle={article?.data !== undefined}>
        <Dialog.Body>
          {article === null ? <p>正在加载…</p> : null}
          {article?.error !== undefined ? <p role="alert">{article.error}</p> : null}
          {article?.data !== undefined ? (
            <ArticleView title={article.data.title} source={article.data.source} time={article.data.releaseTime} html={article.data.content} headingLevel={2} />
          ) : null}
        </Dialog.Body>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** One classification's latest articles, loaded when its tab is first shown. */
function ClassificationNews({ id, name }: { id: string; name: string }) {
  const page = useLoaded(id, (signal) =>
    unwrap(portal.api.GET('/cms/front/articleinfo/pageByClassificationId', { params: { query: { classificationId: id, pageNo: 1, pageSize: 5 } }, signal })),
  );
  return <NewsList title={name} headingLevel={3} items={page?.data ? toItems(page.data.records) : []} loading={page === null} {...(page?.error !== undefined ? { error: page.error } : {})} />;
}

/** Full-text search: the 安全验证 first (its passed token is the search's X-Captcha-Pass), then the hits. */
function ArticleSearch() {
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const pass = useRef('');
  const refreshCaptcha = useCallback(() => {
    setCaptchaToken(null);
    setCaptchaError(null);
    unwrap(portal.api.GET('/graphic/captcha')).then(
      ({ token }) => setCaptchaToken(token),
      (error: unknown) => setCaptchaError(messageOf(error)),
    );
  }, []);
  const gate = useCaptchaGate({ onOpen: refreshCaptcha });
  const [search, setSearch] = useState<{ keyword: string; loaded: Loaded<ArticleSummary[]> | null } | null>(null);

  const onSearch = ({ keyword }: SearchQuery) => {
    setSearch({ keyword, loaded: null });
    unwrap(portal.api.GET('/cms/front/articleinfo/articleSearchPage', { params: { query: { keyword, pageNo: 1, pageSize: 10 }, header: { 'X-Captcha-Pass': pass.current } } })).then(
      (page) => setSearch({ keyword, loaded: { data: page.records } }),
      (error: unknown) => setSearch({ keyword, loaded: { error: messageOf(error) } }),
    );
  };

  return (
    <>
      <SearchBar types={[4]} requestCaptcha={gate.requestCaptcha} onSearch={onSearch} />
      <CaptchaDialog
        {...gate.dialogProps}
        imageSrc={captchaToken ? `${apiBase}/graphic/captcha/getCaptcha/${captchaToken}` : undefined}
        onRefresh={refreshCaptcha}
        labels={captchaError ? { loading: captchaError } : undefined}
        onSubmit={async (code) => {
          if (!captchaToken) return false;
          const passed = await unwrap(portal.api.GET('/graphic/captcha/check', { params: { query: { token: captchaToken, data: code } } }));
          // A token serves one check: a passed one is the pass, a refused one is spent.
          if (passed) pass.current = captchaToken;
          else refreshCaptcha();
          return passed;
        }}
      />
      {search ? (
        <NewsList
          title={`“${search.keyword}”的搜索结果`}
          items={search.loaded?.data ? toItems(search.loaded.data) : []}
          loading={search.loaded === null}
          {...(search.loaded?.error !== undefined ? { error: search.loaded.error } : {})}
        />
      ) : null}
    </>
  );
}

export function App() {
  const navigation = useLoaded('navigation', (signal) => unwrap(portal.api.GET('/cms/front/navigationbar/tree', { signal })));
  // The first three top-level classifications, one tab each.
  const classifications = useLoaded('classifications', (signal) =>
    unwrap(portal.api.GET('/cms/front/articleclassification/getClassificationTree', { signal })).then((tree) => tree.slice(0, 3)),
  );
  const [tab, setTab] = useState<string | undefined>(undefined);
  const [article, closeArticle] = useArticleInHash();

  return (
    <div className={redTheme}>
      <UiProvider>
        <SiteHeader portalName="信用示例" homeHref="/" />
        {navigation?.data ? <TabMenu tabs={navigation.data} activeHref="/home" /> : null}
        {navigation?.error !== undefined ? <p role="alert">{navigation.error}</p> : null}
        <main>
          <h1>信用信息</h1>
          <ArticleSearch />
          <h2>最新文章</h2>
          {classifications?.error !== undefined ? <p role="alert">{classifications.error}</p> : null}
          {classifications?.data && classifications.data.length > 0 ? (
            <Tabs.Root value={tab ?? classifications.data[0]?.id} onValueChange={setTab}>
              <Tabs.List label="文章分类">
                {classifications.data.map((classification) => (
                  <Tabs.Trigger key={classification.id} value={classification.id}>
                    {classification.name}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              {classifications.data.map((classification) => (
                <Tabs.Content key={classification.id} value={classification.id}>
                  <ClassificationNews id={classification.id} name={classification.name} />
                </Tabs.Content>
              ))}
            </Tabs.Root>
          ) : null}
        </main>
        <ArticleDialog id={article} onClose={closeArticle} />
      </UiProvider>
    </div>
  );
}

