import { describe, expect, it } from 'vitest';
import { postedValues } from './postedForm';
import { POSTED_FORM_ELEMENT_ID } from '@credit-portal/portal-server/entry';
import { readPostedFields } from './postedFormData';

const blank = { name: '', idType: '身份证', agree: false, files: [] as { id: number }[] };

describe('a form given back by the server', () => {
  it('opens with its posted text fields, its posted boxes checked and the rest as blank has them', () => {
    expect(postedValues(blank, { name: ['王小明'], idType: ['护照'], agree: ['on'], files: ['evidence.pdf'] })).toEqual({
      name: '王小明',
      idType: '护照',
      agree: true,
      files: [],
    });
    expect(postedValues(blank, { name: ['王小明'] })).toEqual({ name: '王小明', idType: '身份证', agree: false, files: [] });
  });

  it('takes nothing from the fields of another form', () => {
    expect(postedValues(blank, { keyword: ['示例'], agree: ['on'] })).toBeNull();
  });

  it('reads the data block of the page, and nothing from a block that is not a field map', () => {
    const documentWith = (text: string) => ({ getElementById: (id: string) => (id === POSTED_FORM_ELEMENT_ID ? ({ textContent: text } as HTMLElement) : null) });
    expect(readPostedFields(documentWith('{"name":["王小明"]}'))).toEqual({ name: ['王小明'] });
    expect(readPostedFields(documentWith('{"name":"王小明"}'))).toBeNull();
    expect(readPostedFields(documentWith('not json'))).toBeNull();
    expect(readPostedFields({ getElementById: () => null })).toBeNull();
  });
});
