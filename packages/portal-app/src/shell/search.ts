/** Where each search type leads (spec §2 Search type: label, router, type code). */
export const SEARCH_ROUTES: Record<number, string> = {
  0: '/code-publicity',
  1: '/code-publicity-resource',
  4: '/full-text-retrieval',
};
