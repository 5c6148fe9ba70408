import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_LOAN_GUIDE_ARTICLES, CREDIT_LOAN_GUIDES, CREDIT_LOAN_NEWS, CREDIT_LOAN_NEWS_ARTICLES } from '../src/features/creditloan/seed.js';
import { FTA_ARTICLES, FTA_COLUMNS } from '../src/features/freetradearea/seed.js';
import { startTestServer, type TestServer } from './helpers.js';

const CMS = '/api/cms/front';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

const byName = async (name: string) => (await server.request(`${CMS}/articleclassification/getClassificationByName?name=${encodeURIComponent(name)}`)).json;
const pageOf = async (id: string, pageSize = 50) => (await server.request(`${CMS}/articleinfo/pageByClassificationId?classificationId=${id}&pageNo=1&pageSize=${pageSize}`)).json;

describe('the free-trade-area columns (/free-trade-area …)', () => {
  it.each(Object.entries(FTA_COLUMNS))('finds the %s column by name and lists its articles newest first, titles unique', async (key, column) => {
    const found = await byName(column.name);
    expect(found.code).toBe(200);
    expect(found.data.id).toBe(column.id);
    const page = await pageOf(column.id);
    expect(page.data.total).toBe(FTA_ARTICLES[key as keyof typeof FTA_ARTICLES]);
    const times: string[] = page.data.records.map((a: { releaseTime: string }) => a.releaseTime);
    expect([...times].sort().reverse()).toEqual(times);
    const titles: string[] = page.data.records.map((a: { title: string }) => a.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('opens a credit-publicity notice with its table of enterprises', async () => {
    const page = await pageOf(FTA_COLUMNS.publicity.id, 1);
    const { json } = await server.request(`${CMS}/articleinfo/detail/${page.data.records[0].id}`);
    expect(json.code).toBe(200);
    expect(json.data.title).toMatch(/公示$/);
    expect(json.data.content).toMatch(/<table>/);
  });
});

describe('the credit-loan columns (/credit-loan-news, /credit-loan-service)', () => {
  it('lists the news newest first', async () => {
    const found = await byName(CREDIT_LOAN_NEWS.name);
    expect(found.data.id).toBe(CREDIT_LOAN_NEWS.id);
    const page = await pageOf(found.data.id);
    expect(page.data.total).toBe(CREDIT_LOAN_NEWS_ARTICLES);
    const times: string[] = page.data.records.map((a: { releaseTime: string }) => a.releaseTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('holds the service guides, among them how to apply', async () => {
    const found = await byName(CREDIT_LOAN_GUIDES.name);
    const page = await pageOf(found.data.id);
    expect(page.data.total).toBe(CREDIT_LOAN_GUIDE_ARTICLES);
    const titles: string[] = page.data.records.map((a: { title: string }) => a.title);
    expect(titles).toContain('信用贷款申请流程');
    const guide = page.data.records.find((a: { title: string }) => a.title === '信用贷款申请流程');
    const { json } = await server.request(`${CMS}/articleinfo/detail/${guide.id}`);
    expect(json.data.content).toMatch(/<ol>/);
  });
});
