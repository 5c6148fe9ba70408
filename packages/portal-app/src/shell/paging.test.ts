import { describe, expect, it } from 'vitest';
import { readPaging, writePaging } from './paging';

describe('list paging in the address', () => {
  it('defaults to page 1 with 15 rows (spec §9)', () => {
    expect(readPaging(new URLSearchParams(''))).toEqual({ pageNo: 1, pageSize: 15, keyword: '' });
  });

  it('ignores page sizes the portal does not offer and pages below 1', () => {
    expect(readPaging(new URLSearchParams('pageNo=0&pageSize=1000'))).toEqual({ pageNo: 1, pageSize: 15, keyword: '' });
    expect(readPaging(new URLSearchParams('pageNo=3&pageSize=50&keyword=%20信用%20'))).toEqual({ pageNo: 3, pageSize: 50, keyword: '信用' });
  });

  it('keeps defaults out of the address and other parameters in it', () => {
    const params = writePaging(new URLSearchParams('id=7&pageNo=4'), { pageNo: 1, pageSize: 20 });
    expect(params.toString()).toBe('id=7&pageSize=20');
  });
});
