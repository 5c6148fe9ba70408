// The addresses of pages that other areas link to. An area that only needs to lead a visitor to
// another area's page takes its address from here, never from that area's modules: areas are
// siblings and import nothing of each other (eslint.config.js, import-x/no-restricted-paths).

/** The credit-service hub; every credit-service page lights its 信用服务 tab. */
export const SERVICE_HUB = '/credit-Service';

/** An article of the ecology sub-site's columns, which the electronic-guarantee sub-site's columns open too. */
export const ECOLOGY_ARTICLE = '/ecology-news-detail';
export const ecologyArticleHref = (id: string) => `${ECOLOGY_ARTICLE}?id=${encodeURIComponent(id)}`;

/** A financial product's detail in the credit-loan sub-site (the user centre's lists of products lead there). */
export const creditLoanProductHref = (id: string) => `/credit-loan-product-detail?id=${encodeURIComponent(id)}`;

/** 公众留言: the form, and one message's detail. */
export const LEAVE_MESSAGE_HREF = '/credit-leavemessageedit';
export const leaveMessageHref = (id: string) => `/credit-leavemessagedetail?id=${encodeURIComponent(id)}`;

/** The electronic-guarantee sub-site's pages that lead on to each other and from the user centre. */
export const GUARANTEE_PAGES = {
  input: '/ele-guarantee-input',
  detail: '/ele-guarantee-detail',
  table: '/ele-guarantee-table',
} as const;
export const guaranteeHref = (id: string) => `${GUARANTEE_PAGES.detail}?id=${encodeURIComponent(id)}`;
