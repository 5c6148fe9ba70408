// The kinds of submission of this group and their tracking-number prefixes (受理编号 = prefix + yyyyMMdd + a daily sequence of 4 digits, more past 9999).
export const OBJECTION_KINDS = {
  creditComplaint: { prefix: 'TS', name: '信用投诉' },
  shoeCity: { prefix: 'XC', name: '信用鞋城投诉建议' },
  enterpriseObjection: { prefix: 'YQ', name: '企业法人异议申诉' },
  otherObjection: { prefix: 'YF', name: '其他法人异议申诉' },
  personObjection: { prefix: 'YZ', name: '自然人异议申诉' },
  correction: { prefix: 'JC', name: '信息纠错' },
  safetyClue: { prefix: 'XS', name: '安全线索' },
} as const;

export type ObjectionKind = keyof typeof OBJECTION_KINDS;
