// Chinese field names of the points operations, for the 202 messages (contract/messages.ts).
import type { FieldLabels } from '../../kernel/feature.js';

const ADD = { targetId: '积分指标', description: '事项说明', occurredDate: '发生日期', fileIds: '证明材料', contactPhone: '联系电话' };
const TARGETS = { category: '指标类别' };

export const labels: FieldLabels = {
  addEnterprisePointDeclaration: ADD,
  addPersonPointDeclaration: ADD,
  listEnterprisePointTargets: TARGETS,
  listPersonPointTargets: TARGETS,
};
