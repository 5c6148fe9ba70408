// Chinese names of the CMS operations' request fields, for the 202 messages (contract/messages.ts).
import type { FieldLabels } from '../../kernel/feature.js';

export const labels: FieldLabels = {
  getArticleDetail: { id: '文章编号' },
  searchArticles: { classificationId: '分类编号' },
  getClassificationByName: { name: '分类名称' },
  getClassificationChildren: { id: '分类编号' },
  getMemberList: { type: '类型' },
  getPictureSidebar: { typeId: '侧边栏编号' },
};
