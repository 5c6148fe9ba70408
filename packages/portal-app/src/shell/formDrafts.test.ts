// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../testing/storage';
import { hasFormDraft, saveFormDrafts } from './formDrafts';
import { restoreFormDrafts } from './formDraftsRestore';

const FORM = '<form><input name="title"><textarea name="reason"></textarea><input type="password" name="password"></form>';

function fill(values: { title: string; reason: string; password: string }) {
  const form = document.querySelector('form') as HTMLFormElement;
  (form.elements.namedItem('title') as HTMLInputElement).value = values.title;
  (form.elements.namedItem('reason') as HTMLTextAreaElement).value = values.reason;
  (form.elements.namedItem('password') as HTMLInputElement).value = values.password;
  return form;
}

describe('what was typed, kept across a lost login', () => {
  beforeEach(() => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    document.body.innerHTML = FORM;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is kept at once, then typed back into the same address’s form once, the password never', () => {
    fill({ title: '信用修复申请', reason: '已履行行政处罚决定', password: 'Xinyong@2026' });
    expect(hasFormDraft()).toBe(false);
    expect(saveFormDrafts('/credit-repair')).toBe(2);
    expect(hasFormDraft()).toBe(true);

    // The page after the login: its form empty again.
    document.body.innerHTML = FORM;
    restoreFormDrafts('/credit-repair')();
    const form = document.querySelector('form') as HTMLFormElement;
    expect((form.elements.namedItem('title') as HTMLInputElement).value).toBe('信用修复申请');
    expect((form.elements.namedItem('reason') as HTMLTextAreaElement).value).toBe('已履行行政处罚决定');
    expect((form.elements.namedItem('password') as HTMLInputElement).value).toBe('');
    expect(hasFormDraft()).toBe(false);
  });

  it('is not typed into another address’s form, nor into a field the visitor has typed in since', () => {
    fill({ title: '信用修复申请', reason: '', password: '' });
    saveFormDrafts('/credit-repair');
    document.body.innerHTML = FORM;
    restoreFormDrafts('/credit-complaint')();
    expect((document.querySelector('input[name=title]') as HTMLInputElement).value).toBe('');

    // Still waiting for its own address, where the visitor has typed meanwhile.
    expect(hasFormDraft()).toBe(true);
    fill({ title: '新的标题', reason: '', password: '' });
    restoreFormDrafts('/credit-repair')();
    expect((document.querySelector('input[name=title]') as HTMLInputElement).value).toBe('新的标题');
  });

  it('has no draft when the storage cannot be read (a browser that refuses it)', () => {
    expect(hasFormDraft({ getItem: () => { throw new DOMException('denied', 'SecurityError'); } })).toBe(false);
  });
});
