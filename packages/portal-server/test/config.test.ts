import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_STATIC_DIR, readRendererConfig } from '../src/config.js';
import { writePortalBuild } from './helpers.js';

const build = writePortalBuild();
afterAll(() => fs.rmSync(build.dir, { recursive: true, force: true }));

/** The problems a configuration has, or [] when it is good. */
function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    readRendererConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('the renderer settings', () => {
  it('need only the back end and a built portal, with defaults for the rest', () => {
    const config = readRendererConfig({ PORTAL_API_ORIGIN: 'https://api.credit.example.gov.cn/', PORTAL_STATIC_DIR: build.staticDir });
    expect(config).toEqual({
      apiOrigin: 'https://api.credit.example.gov.cn',
      port: 4174,
      host: '127.0.0.1',
      staticDir: build.staticDir,
      serverEntry: build.serverEntry,
      trustedProxies: ['127.0.0.1', '::1'],
      backendTimeoutMs: 10_000,
      shutdownGraceMs: 10_000,
      logLevel: 'info',
    });
    expect(DEFAULT_STATIC_DIR.endsWith(path.join('packages', 'portal-app', 'build', 'client'))).toBe(true);
  });

  it('take every setting from the environment', () => {
    const config = readRendererConfig({
      PORTAL_API_ORIGIN: 'http://10.0.0.8:8080',
      PORT: '4200',
      HOST: '0.0.0.0',
      PORTAL_STATIC_DIR: build.staticDir,
      PORTAL_SERVER_ENTRY: build.serverEntry,
      PORTAL_TRUSTED_PROXIES: '10.0.0.2',
      PORTAL_BACKEND_TIMEOUT_MS: '5000',
      PORTAL_SHUTDOWN_GRACE_MS: '0',
      PORTAL_LOG_LEVEL: 'warn',
      PORTAL_FORM_KEY: Buffer.alloc(32, 7).toString('base64'),
      PORTAL_UNSENT_FORMS_DIR: '/var/lib/credit-portal-renderer/unsent-forms',
    });
    expect(config).toMatchObject({
      apiOrigin: 'http://10.0.0.8:8080',
      port: 4200,
      host: '0.0.0.0',
      trustedProxies: ['10.0.0.2'],
      backendTimeoutMs: 5000,
      shutdownGraceMs: 0,
      logLevel: 'warn',
      unsentFormsDir: '/var/lib/credit-portal-renderer/unsent-forms',
    });
    expect(Buffer.from(config.formKey ?? []).equals(Buffer.alloc(32, 7))).toBe(true);
    // An empty list trusts no proxy.
    expect(readRendererConfig({ PORTAL_API_ORIGIN: 'http://127.0.0.1:8080', PORTAL_STATIC_DIR: build.staticDir, PORTAL_TRUSTED_PROXIES: '' }).trustedProxies).toEqual([]);
  });

  it('list every problem at once, each naming its variable in Chinese', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      PORTAL_STATIC_DIR: path.join(build.dir, 'no', 'where'),
      PORTAL_TRUSTED_PROXIES: 'nginx',
      PORTAL_BACKEND_TIMEOUT_MS: '-5',
      PORTAL_SHUTDOWN_GRACE_MS: '1.5',
      PORTAL_LOG_LEVEL: 'debug',
      // 16 bytes: a key too short.
      PORTAL_FORM_KEY: Buffer.alloc(16, 7).toString('base64'),
      PORTAL_UNSENT_FORMS_DIR: 'var/lib/unsent',
    });
    const named = [
      'PORTAL_API_ORIGIN 未设置',
      'PORT ',
      'PORTAL_STATIC_DIR 指向的目录不存在',
      'PORTAL_SERVER_ENTRY',
      'PORTAL_TRUSTED_PROXIES',
      'PORTAL_BACKEND_TIMEOUT_MS',
      'PORTAL_SHUTDOWN_GRACE_MS',
      'PORTAL_LOG_LEVEL',
      'PORTAL_FORM_KEY',
      'PORTAL_UNSENT_FORMS_DIR 应为绝对路径',
    ];
    expect(problems).toHaveLength(named.length);
    named.forEach((name, i) => expect(problems[i]).toContain(name));
  });

  it('refuse a folder for kept forms that is a file', () => {
    expect(problemsOf({ PORTAL_API_ORIGIN: 'http://127.0.0.1:8080', PORTAL_STATIC_DIR: build.staticDir, PORTAL_UNSENT_FORMS_DIR: build.serverEntry })).toEqual([
      expect.stringContaining('PORTAL_UNSENT_FORMS_DIR 不是目录'),
    ]);
  });

  it('refuse a back end that is not http(s)://host[:port], and a static folder without index.html', () => {
    for (const origin of ['ftp://api.example.gov.cn', 'https://api.example.gov.cn/prod-api', 'api.example.gov.cn', 'https://user:pw@api.example.gov.cn']) {
      expect(problemsOf({ PORTAL_API_ORIGIN: origin, PORTAL_STATIC_DIR: build.staticDir }), origin).toEqual([expect.stringContaining('PORTAL_API_ORIGIN 无效')]);
    }
    expect(problemsOf({ PORTAL_API_ORIGIN: 'http://127.0.0.1:8080', PORTAL_STATIC_DIR: build.dir, PORTAL_SERVER_ENTRY: build.serverEntry })).toEqual([
      expect.stringContaining('PORTAL_STATIC_DIR 中没有 index.html'),
    ]);
  });
});
