// Credit service, objections and complaints (spec §2 'Credit service'): the objection statements of legal
// persons, other legal persons and natural persons, complaints, and the service inquiry (pages/objections).
// Each route's handle names its layout (inLayout); app/routeTable.ts places it there.
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
import { lazyPage } from '../../shell/lazyPage';
import { inLayout, type Area, type PortalRoute } from '../../shell/meta';
import { accountLoader } from '../../submission/account';
import { myComplaintsLoader, myObjectionsLoader, objectionInfoLoader } from './loaders';

// Every page of the group lights the 信用服务 tab of the navigation.
const SERVICE_TAB = '/credit-Service';

const objectionForm = lazyPage(() => import('./ObjectionFormPage'));
const objectionInfo = lazyPage(() => import('./ObjectionInfoPage'));

const contentRoutes: PortalRoute[] = [
  {
    path: 'credit-objection',
    lazy: lazyPage(() => import('./CreditObjectionPage')),
    loader: myObjectionsLoader,
    handle: { name: 'CreditObjection', title: '异议申诉', pageTitleEng: 'Credit Objection' },
  },
  {
    path: 'service-objection-representation',
    lazy: objectionForm,
    loader: accountLoader,
    handle: { name: 'ServiceObjectionRepresentation', title: '企业法人异议申诉', pageTitleEng: 'Enterprise Objection', menuValue: SERVICE_TAB, oldRouter: true },
  },
  {
    path: 'service-objection-representation-info',
    lazy: objectionInfo,
    loader: objectionInfoLoader,
    handle: { name: 'ServiceObjectionRepresentationInfo', title: '企业法人异议申诉进度', pageTitleEng: 'Enterprise Objection Progress', menuValue: SERVICE_TAB, oldRouter: true },
  },
  {
    path: 'service-objection-representation-nolegal',
    lazy: objectionForm,
    loader: accountLoader,
    handle: { name: 'ServiceObjectionRepresentationNolegal', title: '其他法人异议申诉', pageTitleEng: 'Other Legal Person Objection', menuValue: SERVICE_TAB, oldRouter: true },
  },
  {
    path: 'service-objection-representation-nolegal-info',
    lazy: objectionInfo,
    loader: objectionInfoLoader,
    handle: { name: 'ServiceObjectionRepresentationNolegalInfo', title: '其他法人异议申诉进度', pageTitleEng: 'Other Legal Person Objection Progress', menuValue: SERVICE_TAB, oldRouter: true },
  },
  {
    path: 'service-objection-representation-person',
    lazy: objectionForm,
    loader: accountLoader,
    handle: { name: 'ServiceObjectionRepresentationPerson', title: '自然人异议申诉', pageTitleEng: 'Natural Person Objection', menuValue: SERVICE_TAB, oldRouter: true },
  },
  {
    path: 'service-objection-representation-person-info',
    lazy: objectionInfo,
    loader: objectionInfoLoader,
    handle: { name: 'ServiceObjectionRepresentationPersonInfo', title: '自然人异议申诉进度', pageTitleEng: 'Natural Person Objection Progress', menuValue: SERVICE_TAB, oldRouter: true },
  },
  {
    path: 'service-inquire',
    lazy: lazyPage(() => import('./ServiceInquirePage')),
    handle: { name: 'ServiceInquire', title: '办件查询', pageTitle: '异议申诉与投诉查询', pageTitleEng: 'Objection and Complaint Inquiry', menuValue: SERVICE_TAB, oldRouter: true },
  },
  {
    path: 'credit-complaint',
    lazy: lazyPage(() => import('./CreditComplaintPage')),
    handle: { name: 'CreditComplaint', title: '信用投诉', pageTitleEng: 'Credit Complaint', menuValue: SERVICE_TAB, oldRouter: true },
  },
  {
    path: 'credit-complaint-inquire',
    lazy: lazyPage(() => import('./ComplaintInquirePage')),
    handle: { name: 'CreditComplaintInquire', title: '投诉查询', pageTitleEng: 'Complaint Inquiry', menuValue: SERVICE_TAB, oldRouter: true },
  },
  {
    path: 'credit-complaint-infoList',
    lazy: lazyPage(() => import('./ComplaintListPage')),
    loader: myComplaintsLoader,
    handle: { name: 'CreditComplaintInfoList', title: '我的信用投诉', pageTitleEng: 'My Complaints', menuValue: SERVICE_TAB, oldRouter: true },
  },
];

export const area: Area = {
  name: 'objections',
  routes: [...inLayout('content', contentRoutes)],
};
