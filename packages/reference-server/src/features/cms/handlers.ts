// The CMS operations by operationId; the article and classification handlers live in articles.ts and
// catalogue.ts.
import type { Handlers } from '../../kernel/handler.js';
import { getArticleDetail, getArticlePageByClassification, searchArticles } from './articles.js';
import { getClassificationByName, getClassificationChildren, getClassificationTree, getMemberDropList, getMemberList, getNavigationBarTree, getNoticeList, getPictureSidebar, getSidebarTypeTree } from './catalogue.js';

export const handlers: Handlers = {
  getNavigationBarTree,
  getNoticeList,
  getArticlePageByClassification,
  getArticleDetail,
  searchArticles,
  getClassificationTree,
  getClassificationByName,
  getClassificationChildren,
  getMemberDropList,
  getMemberList,
  getSidebarTypeTree,
  getPictureSidebar,
};
