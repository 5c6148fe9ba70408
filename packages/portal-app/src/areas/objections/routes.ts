// Credit service, objections and complaints (spec §2 'Credit service'): the objection statements of legal
// persons, other legal persons and natural persons, complaints, and the service inquiry (pages/objections).
// Each route's handle names its layout (inLayout); app/assemble.ts places it there.
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
import { pageRoute } from '../../views/builders';
import { inLayout, type Area, type PortalRoute } from '../../shell/meta';
import { accountLoader } from '../../submission/account';
import { myComplaintsLoader, myObjectionsLoader, objectionInfoLoader } from './loaders';

// Every page of the group lights the 信用服务 tab of the navigation.
const SERVICE_TAB = '/credit-Service';

const objectionForm = () => import('./ObjectionFormPage');
const objectionInfo = () => import('./ObjectionInfoPage');

const contentRoutes: PortalRoute[] = [
  pageRoute('credit-objection', () => import('./CreditObjectionPage'), { name: 'CreditObjection', title: '异议申诉', pageTitleEng: 'Credit Objection' }, myObjectionsLoader),
  pageRoute('service-objection-representation', objectionForm, { name: 'ServiceObjectionRepresentation', title: '企业法人异议申诉', pageTitleEng: 'Enterprise Objection', menuValue: SERVICE_TAB, oldRouter: true }, accountLoader),
  pageRoute('service-objection-representation-info', objectionInfo, { name: 'ServiceObjectionRepresentationInfo', title: '企业法人异议申诉进度', pageTitleEng: 'Enterprise Objection Progress', menuValue: SERVICE_TAB, oldRouter: true }, objectionInfoLoader),
  pageRoute('service-objection-representation-nolegal', objectionForm, { name: 'ServiceObjectionRepresentationNolegal', title: '其他法人异议申诉', pageTitleEng: 'Other Legal Person Objection', menuValue: SERVICE_TAB, oldRouter: true }, accountLoader),
  pageRoute('service-objection-representation-nolegal-info', objectionInfo, { name: 'ServiceObjectionRepresentationNolegalInfo', title: '其他法人异议申诉进度', pageTitleEng: 'Other Legal Person Objection Progress', menuValue: SERVICE_TAB, oldRouter: true }, objectionInfoLoader),
  pageRoute('service-objection-representation-person', objectionForm, { name: 'ServiceObjectionRepresentationPerson', title: '自然人异议申诉', pageTitleEng: 'Natural Person Objection', menuValue: SERVICE_TAB, oldRouter: true }, accountLoader),
  pageRoute('service-objection-representation-person-info', objectionInfo, { name: 'ServiceObjectionRepresentationPersonInfo', title: '自然人异议申诉进度', pageTitleEng: 'Natural Person Objection Progress', menuValue: SERVICE_TAB, oldRouter: true }, objectionInfoLoader),
  pageRoute('service-inquire', () => import('./ServiceInquirePage'), { name: 'ServiceInquire', title: '办件查询', pageTitle: '异议申诉与投诉查询', pageTitleEng: 'Objection and Complaint Inquiry', menuValue: SERVICE_TAB, oldRouter: true }),
  pageRoute('credit-complaint', () => import('./CreditComplaintPage'), { name: 'CreditComplaint', title: '信用投诉', pageTitleEng: 'Credit Complaint', menuValue: SERVICE_TAB, oldRouter: true }),
  pageRoute('credit-complaint-inquire', () => import('./ComplaintInquirePage'), { name: 'CreditComplaintInquire', title: '投诉查询', pageTitleEng: 'Complaint Inquiry', menuValue: SERVICE_TAB, oldRouter: true }),
  pageRoute('credit-complaint-infoList', () => import('./ComplaintListPage'), { name: 'CreditComplaintInfoList', title: '我的信用投诉', pageTitleEng: 'My Complaints', menuValue: SERVICE_TAB, oldRouter: true }, myComplaintsLoader),
];

export const area: Area = {
  name: 'objections',
  routes: [...inLayout('content', contentRoutes)],
};
