import { describe, expect, it } from 'vitest';
import { site } from '../config/site';
import { documentDescription, documentTitle, PORTAL_OFFERS } from './documentTitle';

describe('documentTitle', () => {
  it('is the portal name alone on the home page', () => {
    expect(documentTitle({ title: '首页', portalTitle: true })).toBe(site.portalName);
  });

  it('puts the page title (or its header title) before the portal name elsewhere', () => {
    expect(documentTitle({ title: '红名单' })).toBe(`红名单 - ${site.portalName}`);
    expect(documentTitle({ title: '信用承诺', pageTitle: '信用承诺公示' })).toBe(`信用承诺公示 - ${site.portalName}`);
  });

  it('is the portal name for a page without a title', () => {
    expect(documentTitle(undefined)).toBe(site.portalName);
  });
});

describe('documentDescription', () => {
  it('names the page and the portal before what the portal offers', () => {
    expect(documentDescription({ title: '红名单' })).toBe(`红名单 - ${site.portalName}：${PORTAL_OFFERS}`);
    expect(documentDescription({ title: '首页', portalTitle: true })).toBe(`${site.portalName}：${PORTAL_OFFERS}`);
  });
});
