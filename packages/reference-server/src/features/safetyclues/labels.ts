// Chinese names of the safety lists' request fields, for the 202 messages (contract/messages.ts).
import type { FieldLabels } from '../../kernel/feature.js';

const SAFETY_CHECK = { keyword: '企业名称或统一社会信用代码' };

export const labels: FieldLabels = {
  checkFoodSafetyList: SAFETY_CHECK,
  checkMedicineSafetyList: SAFETY_CHECK,
  checkProduceSafetyList: SAFETY_CHECK,
};
