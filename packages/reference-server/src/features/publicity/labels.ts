// Chinese names of the public lists' request fields, for the 202 messages (contract/messages.ts).
import type { FieldLabels } from '../../kernel/feature.js';

const RELATION = { typeId: '分类编号', category: '类别', divisionCode: '行政区划', limit: '条数' };

export const labels: FieldLabels = {
  getRedBlackListPage: { listType: '名单类型', listName: '名单名称' },
  getMistrustPersonPage: { subjectType: '主体类型', court: '执行法院' },
  getMistrustPersonDetail: { id: '失信被执行人编号' },
  getAbnormalPage: { listType: '名录类型', categoryCode: '违法类别', state: '列入状态' },
  getAbnormalDetail: { id: '名录编号' },
  getSubjectRelationTypePage: RELATION,
  getSubjectRelationPage: RELATION,
  listSubjectRelations: RELATION,
  getSubjectRelationDishonestPage: RELATION,
  getSubjectRelationHighLevelPage: RELATION,
  getSubjectRelationById: { id: '主体编号' },
};
