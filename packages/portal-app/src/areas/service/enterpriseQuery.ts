// The enterprise query of /enterprise-query as the address holds it (keyword, type, pageNo, pageSize),
// read alike by the route's loader and the page's form.
import { isValidUnifiedSocialCreditCode, normaliseUscc } from '@credit-portal/ui';
import { readPaging } from '../../shell/paging';

/** The search's way: '0' by name or legal representative, '1' by unified social credit code. */
export type QueryWay = '0' | '1';

/** What the form checks before it asks: at least two characters, or a whole code with a right check character. */
export function checkKeyword(keyword: string, way: string): string | null {
  if (keyword.length < 2) return '请输入至少两个字的查询内容';
  if (way === '1' && !isValidUnifiedSocialCreditCode(normaliseUscc(keyword))) return '请输入正确的18位统一社会信用代码';
  return null;
}

/** The query of the address, and whether it is one to ask (a keyword the form would have sent). */
export function enterpriseQueryOf(params: URLSearchParams) {
  const paging = readPaging(params);
  const way: QueryWay = params.get('type') === '1' ? '1' : '0';
  const asked = paging.keyword.length > 0 && checkKeyword(paging.keyword, way) === null;
  return { paging, way, asked };
}
