// Chinese names of the request fields of the CMS, archive and declaration operations, for the 202
// messages (contract/messages.ts).
export const CONTENT_AND_ARCHIVE_FIELD_LABELS: Record<string, Record<string, string>> = {
  getArticleDetail: { id: '文章编号' },
  searchArticles: { classificationId: '分类编号' },
  getClassificationByName: { name: '分类名称' },
  getClassificationChildren: { id: '分类编号' },
  getMemberList: { type: '类型' },
  getPictureSidebar: { typeId: '侧边栏编号' },
  searchCreditSubjects: { type: '查询类型', kind: '主体类型' },
  getCreditReportData: { creditCode: '统一社会信用代码' },
  downloadCreditReport: { creditCode: '统一社会信用代码', access_token: '访问令牌' },
  downloadCreditReportImage: { creditCode: '统一社会信用代码', access_token: '访问令牌' },
  downloadCreditReportOfd: { creditCode: '统一社会信用代码', access_token: '访问令牌' },
  getCreditDeclarationSummary: { code: '统一社会信用代码' },
};
