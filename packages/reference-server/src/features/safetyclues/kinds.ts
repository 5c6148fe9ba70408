// The kinds of safety list (food, medicine, produce) and their two sides (black, white).

export const SAFETY_KINDS = {
  food: { label: '食品安全', nameLike: ['%食品%', '%餐饮%'], black: 40, white: 30 },
  medicine: { label: '药品安全', nameLike: ['%医药%'], black: 20, white: 15 },
  produce: { label: '农产品质量安全', nameLike: ['%食品%'], black: 30, white: 36 },
} as const;

export type SafetyKind = keyof typeof SAFETY_KINDS;

export type ListType = 'black' | 'white';
