import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.js';
import { DOUBLE_PUBLICITY_COUNTS } from '../src/features/doublepublicity/seed.js';
import { SUBJECT_COUNTS } from '../src/features/subjects/seed.js';
import { SEED_SIZES } from '../src/seed/index.js';

describe('the server settings', () => {
  it('default to the local portal on 127.0.0.1:4173 with the database under .data/', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ port: 4173, host: '127.0.0.1', seed: 20261122, size: 'demo', mode: 'development' });
    expect(config.dbFile.endsWith(path.join('.data', 'portal.db'))).toBe(true);
    expect(config.staticDir.endsWith(path.join('packages', 'portal-app', 'build', 'client'))).toBe(true);
  });

  it('take PORT, HOST, PORTAL_DB, PORTAL_STATIC_DIR and PORTAL_SEED from the environment', () => {
    const config = readConfig({ PORT: '8080', HOST: '0.0.0.0', PORTAL_DB: '/tmp/x.db', PORTAL_STATIC_DIR: '/srv/portal', PORTAL_SEED: '7' });
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', dbFile: '/tmp/x.db', staticDir: '/srv/portal', seed: 7 });
  });

  it('refuse settings it cannot use', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readConfig({ PORTAL_SEED: '1.5' })).toThrow(/PORTAL_SEED/);
    expect(() => readConfig({ PORTAL_SEED_SIZE: 'huge' })).toThrow(/PORTAL_SEED_SIZE/);
    expect(() => readConfig({ PORTAL_CAPTCHA_CODE: 'toolong' })).toThrow(/PORTAL_CAPTCHA_CODE/);
    expect(() => readConfig({ PORTAL_SERVER_RENDERING: 'yes' })).toThrow(/PORTAL_SERVER_RENDERING/);
    expect(() => readConfig({ PORTAL_API_ORIGIN: 'ftp://api.example.gov.cn' })).toThrow(/PORTAL_API_ORIGIN/);
    expect(() => readConfig({ PORTAL_API_ORIGIN: 'https://api.example.gov.cn/prod-api' })).toThrow(/PORTAL_API_ORIGIN/);
    expect(() => readConfig({ PORTAL_PUBLIC_ORIGIN: 'credit.example.gov.cn' })).toThrow(/PORTAL_PUBLIC_ORIGIN/);
    expect(() => readConfig({ PORTAL_PUBLIC_ORIGIN: 'https://credit.example.gov.cn/portal' })).toThrow(/PORTAL_PUBLIC_ORIGIN/);
    expect(readConfig({ PORTAL_PUBLIC_ORIGIN: 'https://credit.example.gov.cn' }).publicOrigin).toBe('https://credit.example.gov.cn');
    expect(readConfig({}).publicOrigin).toBeUndefined();
  });

  it('render pages on the server unless told not to, calling its own API unless given a back end', () => {
    expect(readConfig({})).toMatchObject({ serverRendering: true });
    expect(readConfig({}).apiOrigin).toBeUndefined();
    expect(readConfig({ PORTAL_SERVER_RENDERING: '0', PORTAL_API_ORIGIN: 'https://api.example.gov.cn' })).toMatchObject({
      serverRendering: false,
      apiOrigin: 'https://api.example.gov.cn',
    });
  });

  it('accept the load seed size, which is at least as large as the load test asks', () => {
    expect(readConfig({ PORTAL_SEED_SIZE: 'load' }).size).toBe('load');
    // 100,000 enterprises, 200,000 permit and penalty records, 5,000 articles.
    expect(SUBJECT_COUNTS.load.enterprises).toBeGreaterThanOrEqual(100_000);
    expect(DOUBLE_PUBLICITY_COUNTS.load.permits + DOUBLE_PUBLICITY_COUNTS.load.penalties).toBeGreaterThanOrEqual(200_000);
    expect(SEED_SIZES.load.articles).toBeGreaterThanOrEqual(5000);
    expect(SEED_SIZES.load.distinctTitles).toBe(true);
    // The demo data stays as it was (the other suites' expectations are written against it).
    expect(SEED_SIZES.demo).toEqual({ articles: 420, distinctTitles: false });
    expect(DOUBLE_PUBLICITY_COUNTS.demo).toEqual({ permits: 1500, penalties: 600 });
  });
});
