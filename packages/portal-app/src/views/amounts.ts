// Amounts of money as the portal writes them.

/** Yuan with thousands separators: 200,000元. */
export const yuan = (amount: number): string => `${amount.toLocaleString('zh-CN')}元`;
