// 电子保函 (spec §2 'Sub-sites', Electronic guarantee): the electronic-guarantee sub-site in its own layout (layoutRoutes),
// every route working with the back end (reference server: features/eleguarantee; openapi paths/eleguarantee.yaml):
// its home and CMS columns, the institutions and their products, an enterprise's application (login required), a
// guarantee's detail with the public verification, and the clues of guarantee fraud, reported and looked up as the
// safety campaigns' clues are (clueType 电子保函 of columnclues; views/ClueForm, views/ClueDetail).
import type { AreaRoutes } from '../../app/areaRoutes';

export const area = {
  name: 'eleguarantee',
  routes: [
    { path: 'ele-guarantee-home', layout: 'area' },
    { path: 'ele-guarantee-news', layout: 'area' },
    { path: 'ele-guarantee-policy', layout: 'area' },
    { path: 'ele-guarantee-table', layout: 'area' },
    { path: 'ele-guarantee-input', layout: 'area' },
    { path: 'ele-guarantee-detail', layout: 'area' },
    { path: 'ele-guarantee/clue', layout: 'area' },
    { path: 'ele-guarantee/clueList', layout: 'area' },
    { path: 'ele-guarantee/clueListDetail', layout: 'area' },
    { path: 'ele-guarantee/safeInquire', layout: 'area' },
    { path: 'ele-guarantee/clueDetail', layout: 'area' },
  ],
} satisfies AreaRoutes;
