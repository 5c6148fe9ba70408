// The loaders of the two generic views most routes use (spec §2 "Many list pages share one generic
// list view"): the CMS article list and the record table. Each route's loader is made here with what
// the route lists, so it starts with the route's code, in parallel.
import type { LoaderFunctionArgs } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import type { RecordSource } from '../shell/meta';
import { portal } from '#portal';
import { pagingOf, searchOf } from '../shell/routeData';
import { siteData } from '../shell/siteData';

/**
 * A CMS classification by its name (spec §7 getClassificationByName): the site's structure, the same for
 * every visitor, so the server's renderer keeps it briefly (shell/siteData.ts).
 */
export const classificationNamed = (name: string) =>
  siteData(`classification:${name}`, () =>
    unwrap(portal.api.GET('/cms/front/articleclassification/getClassificationByName', { params: { query: { name } } })),
  );

/** The children of a CMS classification (spec §7 getClassificationChildren), kept as classificationNamed. */
const classificationChildren = (id: string) =>
  siteData(`classification-children:${id}`, () =>
    unwrap(portal.api.GET('/cms/front/articleclassification/getClassificationChildren', { params: { query: { id } } })),
  );

/** A CMS classification by name, the child the address chooses (`type`), and one page of its articles. */
export function articleListLoader(classification: string) {
  return async ({ request }: LoaderFunctionArgs) => {
    const { signal } = request;
    const { pageNo, pageSize } = pagingOf(request);
    const type = searchOf(request).get('type') ?? '';
    const found = await classificationNamed(classification);
    // A classification with children (e.g. 营商环境: 经验借鉴, 我市做法) lists one child at a time,
    // chosen by `type` in the address (spec §2 /business-environment "with query type").
    const children = await classificationChildren(found.id);
    const current = children.find((child) => child.name === type) ?? children[0] ?? found;
    const page = await unwrap(
      portal.api.GET('/cms/front/articleinfo/pageByClassificationId', {
        params: { query: { classificationId: current.id, pageNo, pageSize } },
        signal,
      })
    );
    return { children, current, page };
  };
}

export type ArticleListData = Awaited<ReturnType<ReturnType<typeof articleListLoader>>>;

type Row = Record<string, unknown>;
export interface RecordPage {
  records: Row[];
  total: number;
  size: number;
  current: number;
}

/** One page of a record list: the route's operation and fixed filters, the address's page and keyword. */
export function recordListLoader(source: RecordSource) {
  return async ({ request }: LoaderFunctionArgs): Promise<RecordPage> => {
    const { pageNo, pageSize, keyword } = pagingOf(request);
    const paging = { pageNo, pageSize, ...(keyword ? { keyword } : {}) };
    const { signal } = request;
    // One branch per operation, each checked against the generated contract; all answer a page of records.
    switch (source.path) {
      case '/cmpinternetportalfront/redbalcklist/page':
        return unwrap(portal.api.GET(source.path, { params: { query: { ...source.query, ...paging } }, signal }));
      case '/cmpinternetportalfront/abnormal/page':
        return unwrap(portal.api.GET(source.path, { params: { query: { ...source.query, ...paging } }, signal }));
      case '/cmpinternetportalfront/mistrustperson/page':
        return unwrap(portal.api.GET(source.path, { params: { query: { ...source.query, ...paging } }, signal }));
      case '/cmpinternetportalfront/promiseapplypublicity/page':
        return unwrap(portal.api.GET(source.path, { params: { query: { ...source.query, ...paging } }, signal }));
      case '/cmpinternetportalfront/creditplus/tradesubjectgrade':
        return unwrap(portal.api.GET(source.path, { params: { query: { ...source.query, ...paging } }, signal }));
      case '/cmpinternetportalfront/abnormal/environmentPage':
        return unwrap(portal.api.GET(source.path, { params: { query: { ...source.query, ...paging } }, signal }));
    }
  };
}

/** One page of a CMS column named by its classification (the sub-sites and the home list their columns by name; spec §7 getClassificationByName, pageByClassificationId). */
export async function loadColumnPage(classification: string, pageNo: number, pageSize: number, signal: AbortSignal) {
  const found = await classificationNamed(classification);
  return unwrap(
    portal.api.GET('/cms/front/articleinfo/pageByClassificationId', {
      params: { query: { classificationId: found.id, pageNo, pageSize } },
      signal,
    })
  );
}

/** The newest `count` articles of a CMS column named by its classification. */
export const loadNewest = (classification: string, count: number, signal: AbortSignal) => loadColumnPage(classification, 1, count, signal);
