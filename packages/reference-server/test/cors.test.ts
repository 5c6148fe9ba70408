import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.js';
import { startTestServer, type TestServer } from './helpers.js';

// A city's own front end on another origin calls this back end from the browser: only the origins an
// operator lists are named back, with credentials; everyone else gets no CORS header at all.
const CITY = 'https://credit.city.example.gov.cn';
const MENU = '/api/cms/front/navigationbar/tree';

let listed: TestServer;
let plain: TestServer;
beforeAll(async () => {
  [listed, plain] = await Promise.all([startTestServer({ corsOrigins: [CITY] }), startTestServer()]);
}, 60_000);
afterAll(async () => {
  await Promise.all([listed.close(), plain.close()]);
});

describe('cross-origin calls', () => {
  it('name a listed origin back, with credentials, on an API answer', async () => {
    const answer = await fetch(`${listed.url}${MENU}`, { headers: { Origin: CITY } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(CITY);
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('answer a listed origin’s preflight for a logged-in POST', async () => {
    const answer = await fetch(`${listed.url}/api/cmpinternetportaladmin/creditcomplaints/add`, {
      method: 'OPTIONS',
      headers: { Origin: CITY, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization, content-type' },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(CITY);
    expect(answer.headers.get('access-control-allow-methods')).toContain('POST');
    expect(answer.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });

  it('answer a listed origin’s preflight for a search carrying the 安全验证’s pass (the contract’s X-Captcha-Pass)', async () => {
    const answer = await fetch(`${listed.url}/api/cms/front/articleinfo/articleSearchPage?keyword=${encodeURIComponent('信用修复')}`, {
      method: 'OPTIONS',
      headers: { Origin: CITY, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'x-captcha-pass' },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(CITY);
    expect(answer.headers.get('access-control-allow-headers')?.toLowerCase().split(/\s*,\s*/)).toContain('x-captcha-pass');
  });

  it('name no other origin, and none at all when no origin is listed', async () => {
    const other = await fetch(`${listed.url}${MENU}`, { headers: { Origin: 'https://evil.example.com' } });
    expect(other.status).toBe(200);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const unlisted = await fetch(`${plain.url}${MENU}`, { headers: { Origin: CITY } });
    expect(unlisted.headers.get('access-control-allow-origin')).toBeNull();
    expect(unlisted.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('are listed by PORTAL_CORS_ORIGINS, each a bare origin', () => {
    expect(readConfig({}).corsOrigins).toEqual([]);
    expect(readConfig({ PORTAL_CORS_ORIGINS: ` ${CITY}, http://localhost:5173 ` }).corsOrigins).toEqual([CITY, 'http://localhost:5173']);
    expect(() => readConfig({ PORTAL_CORS_ORIGINS: `${CITY}/portal` })).toThrow(/PORTAL_CORS_ORIGINS/);
  });
});
