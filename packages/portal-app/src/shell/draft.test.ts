import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, isBlank, readDraft } from './draft';
import { memoryStorage } from '../testing/storage';

const EMPTY = { title: '', truthful: false, files: [] as { id: string; name: string }[], password: '' };

describe('form drafts', () => {
  beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('gives back what was typed, uploaded files included, over the empty form', () => {
    sessionStorage.setItem('credit-portal:draft:apply', JSON.stringify({ title: '申报', truthful: true, files: [{ id: 'f1', name: '证明.pdf' }] }));
    expect(readDraft('apply', EMPTY)).toEqual({ title: '申报', truthful: true, files: [{ id: 'f1', name: '证明.pdf' }], password: '' });
  });

  it('never gives back a password, nor a value of the wrong type', () => {
    sessionStorage.setItem('credit-portal:draft:apply', JSON.stringify({ title: 3, files: 'x', password: 'secret' }));
    expect(readDraft('apply', EMPTY)).toEqual(EMPTY);
  });

  it('gives the empty form when the draft was cleared or is not JSON', () => {
    sessionStorage.setItem('credit-portal:draft:apply', JSON.stringify({ title: '申报' }));
    clearDraft('apply');
    expect(readDraft('apply', EMPTY)).toEqual(EMPTY);
    sessionStorage.setItem('credit-portal:draft:apply', '{');
    expect(readDraft('apply', EMPTY)).toEqual(EMPTY);
  });

  it('counts a form with nothing typed, ticked or uploaded as blank', () => {
    expect(isBlank(EMPTY)).toBe(true);
    expect(isBlank({ ...EMPTY, truthful: true })).toBe(false);
    expect(isBlank({ ...EMPTY, files: [{ id: 'f1', name: 'a' }] })).toBe(false);
  });
});
