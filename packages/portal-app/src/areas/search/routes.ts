// Credit-information search (spec §2): by name or code, by unified social credit code, and full text.
import type { AreaRoutes } from '../../app/areaRoutes';

export const area = {
  name: 'search',
  routes: [
    { path: 'new-code-publicity', layout: 'main' },
    { path: 'code-publicity', layout: 'main' },
    { path: 'code-publicity-resource', layout: 'main' },
    { path: 'full-text-retrieval', layout: 'content' },
  ],
} satisfies AreaRoutes;
