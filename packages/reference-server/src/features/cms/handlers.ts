// The CMS operations by operationId; the article and classification handlers live in articles.ts and
// catalogue.ts.
import type { Handlers } from '../../kernel/handler.js';
import { getArticleDetail, getArticlePageByClassification, searchArticles } from './articles.js';
import { getClassificationByName, getClassificationChildren, getClassificationTree, getMemberDropList, getMemberList, getNavigationBarTree, getNoticeList, getPictureSidebar, getSidebarTypeTree } from './catalogue.js';
import { withCaptchaPass } from '../../kernel/captcha-pass.js';

export const handlers: Handlers = {
  getNavigationBarTree,
  getNoticeList,
  getArticlePageByClassification,
  getArticleDetail,
  // The search bar's full-text search is open after a 安全验证: its pass is bound to the words searched.
  searchArticles: withCaptchaPass(searchArticles, ({ query }) => JSON.stringify(['searchArticles', query.keyword, query.classificationId ?? null])),
  getClassificationTree,
  getClassificationByName,
  getClassificationChildren,
  getMemberDropList,
  getMemberList,
  getSidebarTypeTree,
  getPictureSidebar,
};
