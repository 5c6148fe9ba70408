// Credit commitment (spec §2 'Credit commitment'): online commitments, their publicity, feedback and inquiry.
//
import type { AreaRoutes } from '../../app/areaRoutes';

export const area = {
  name: 'commitment',
  routes: [
    { path: 'credit-publicity', layout: 'content' },
    { path: 'credit-publicity-read', layout: 'content' },
    { path: 'credit-commitment', layout: 'content' },
    { path: 'credit-commitment-index', layout: 'content' },
    { path: 'promise-application-scenarios', layout: 'content' },
    { path: 'promise-online-detail', layout: 'content' },
    { path: 'promise-online', layout: 'content' },
    { path: 'promise-publicity', layout: 'content' },
    { path: 'credit-publicity-detail', layout: 'content' },
    { path: 'commitent-feedback', layout: 'content' },
    { path: 'feedback-submit-success', layout: 'content' },
    { path: 'commitent-inquire', layout: 'content' },
    { path: 'feedback-info', layout: 'content' },
    { path: 'view-info-list', layout: 'content' },
    { path: 'view-info-item', layout: 'content' },
    { path: 'credit-dishonest', layout: 'content' },
  ],
} satisfies AreaRoutes;
