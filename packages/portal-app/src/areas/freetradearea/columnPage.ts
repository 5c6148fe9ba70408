import { unwrap } from '@credit-portal/api-client';
import { portal } from '../../shell/portal';

/** One page of a CMS column named by its classification (both sub-sites list their columns by name) (spec §7 getClassificationByName, pageByClassificationId). */
export async function loadColumnPage(classification: string, pageNo: number, pageSize: number, signal: AbortSignal) {
  const found = await unwrap(portal.api.GET('/cms/front/articleclassification/getClassificationByName', { params: { query: { name: classification } }, signal }));
  return unwrap(portal.api.GET('/cms/front/articleinfo/pageByClassificationId', { params: { query: { classificationId: found.id, pageNo, pageSize } }, signal }));
}
