// The loaders of a CMS article page (/content-detail, the sub-sites' article pages) and of a single page
// (the footer's /about-us, a sub-site's introduction), apart from the list loaders (genericLists.ts): the
// pages that show no article (the home, the lists) load nothing of the sanitizer's.
import type { LoaderFunctionArgs } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { portal } from '#portal';
import { orNotFound, requiredParam } from '../shell/routeData';
import { classificationNamed } from './genericLists';
import { sanitizedArticle } from './sanitizedArticle';

/** One CMS article by `?id=` (/content-detail and the sub-sites' article pages), its HTML sanitised; none → 404. */
export async function articleLoader({ request }: LoaderFunctionArgs) {
  const id = requiredParam(request, 'id');
  return sanitizedArticle(
    orNotFound(
      unwrap(
        portal.api.GET('/cms/front/articleinfo/detail/{id}', {
          params: { path: { id } },
          signal: request.signal,
        })
      )
    )
  );
}

/** A single page (the footer's /about-us, a sub-site's introduction): the newest article of a CMS classification, its HTML sanitised, or null. */
export function singlePageLoader(classification: string) {
  return async ({ request }: LoaderFunctionArgs) => {
    const { signal } = request;
    const found = await classificationNamed(classification);
    const page = await unwrap(
      portal.api.GET('/cms/front/articleinfo/pageByClassificationId', {
        params: {
          query: { classificationId: found.id, pageNo: 1, pageSize: 1 },
        },
        signal,
      })
    );
    const [first] = page.records;
    if (!first) return null;
    return sanitizedArticle(
      unwrap(
        portal.api.GET('/cms/front/articleinfo/detail/{id}', {
          params: { path: { id: first.id } },
          signal,
        })
      )
    );
  };
}
