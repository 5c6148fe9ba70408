// 自主声明公示 (spec §7 "the infoPage, infoQuery and page endpoints of the features above"): the public
// side of self-declarations. The declarations themselves are submissions of features/commitment, kept in
// the shared submission table (features/objections/store.ts); this feature only reads the published ones:
// reviewed (已办结) and within their period of validity, as the review's result tells the declarant
// ("有效期届满后自动撤下"). Contact details never leave the server.
import type { Feature } from '../../kernel/feature.js';
import { handlers } from './handlers.js';

export const selfDeclaration: Feature = {
  name: 'selfdeclaration',
  handlers,
};
