// Credit service, objections and complaints (spec §2 'Credit service'): the objection statements of legal
// persons, other legal persons and natural persons, complaints, and the service inquiry (pages/objections).
//
//
// Decisions the spec leaves open, taken from the operations of openapi paths/objections.yaml:
// - Each -info page follows its kind up (the back end has no guide or notice to fetch, only add, infoPage
//   and infoQuery per kind): the procedure's guide, the inquiry by 受理编号 of that kind, and, logged in,
//   the account's own objections of that kind. The form's receipt links there.
// - /credit-complaint-infoList is the visitor's own complaints (creditcomplaints/infoPage): the back end
//   publishes no complaints. Not flagged login-required (spec §6 flags only /user and /farming-user): an
//   anonymous visitor is asked to log in on the page.
// - The forms show to anonymous visitors, who log in on submitting and come back to what they typed; an
//   account of another user type than the kind's (the contract's x-user-types) gets a notice instead.
import type { AreaRoutes } from '../../app/areaRoutes';

export const area = {
  name: 'objections',
  routes: [
    { path: 'credit-objection', layout: 'content' },
    { path: 'service-objection-representation', layout: 'content' },
    { path: 'service-objection-representation-info', layout: 'content' },
    { path: 'service-objection-representation-nolegal', layout: 'content' },
    { path: 'service-objection-representation-nolegal-info', layout: 'content' },
    { path: 'service-objection-representation-person', layout: 'content' },
    { path: 'service-objection-representation-person-info', layout: 'content' },
    { path: 'service-inquire', layout: 'content' },
    { path: 'credit-complaint', layout: 'content' },
    { path: 'credit-complaint-inquire', layout: 'content' },
    { path: 'credit-complaint-infoList', layout: 'content' },
  ],
} satisfies AreaRoutes;
