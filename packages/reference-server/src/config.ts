import path from 'node:path';
import { httpOrigin, parseTrustedProxies } from '@credit-portal/portal-server';
import { CAPTCHA_ALPHABET } from './features/captcha/store.js';
import { modeFromEnv } from './app.js';
import type { ServerMode } from './contract/router.js';
import { DEFAULT_SEED } from './db/open.js';
import { originOf } from './features/auth/redirects.js';
import { findRepoRoot } from './paths.js';
import { CITY, isDefaultCity } from './seed/city.js';
import type { SeedSize } from './kernel/feature.js';
import { DEFAULT_SEED_AS_OF, SEED_SIZES, isSeedSize } from './seed/index.js';
import { parseCst } from './kernel/time.js';

export interface ServerConfig {
  port: number;
  host: string;
  dbFile: string;
  staticDir: string;
  seed: number;
  size: SeedSize;
  seedAsOf: string;
  mode: ServerMode;
  captchaCode?: string;
  /** Login token lifetime, seconds (PORTAL_TOKEN_TTL). */
  tokenTtlSeconds: number;
  /** The crawler guard (PORTAL_GUARD_LIMIT requests per PORTAL_GUARD_WINDOW seconds; limit 0 = off). */
  guard: { limit: number; windowSeconds: number };
  /** Origins besides its own that the simulated sign-on may return visitors to (PORTAL_SSO_ALLOWED_REDIRECTS). */
  ssoAllowedRedirects: string[];
  /** Fault injection by the X-Portal-Fault header (PORTAL_FAULTS=1; always on with NODE_ENV=test). */
  faults: boolean;
  /** Answers checked against the contract before they leave (PORTAL_CHECK_RESPONSES, default 1; always with NODE_ENV=test). */
  checkResponses: boolean;
  /** Public pages rendered on the server (PORTAL_SERVER_RENDERING, default 1). */
  serverRendering: boolean;
  /** The portal's server build (PORTAL_SERVER_ENTRY; default build/server/index.js beside the static folder). */
  serverEntry?: string;
  /** A city's own back end that renders call (PORTAL_API_ORIGIN, http(s)://host[:port]; default this server's API). */
  apiOrigin?: string;
  /** Peers (nginx) whose X-Forwarded-For / X-Real-IP is believed for the visitor's address (PORTAL_TRUSTED_PROXIES; default none). */
  trustedProxies: string[];
  /**
   * The site's public address (PORTAL_PUBLIC_ORIGIN, http(s)://host[:port]): pages' canonicals, robots,
   * the sitemap and the sign-on's own origin name it, never a request's Host. Default: the address a
   * request arrived at.
   */
  publicOrigin?: string;
  /** Other origins whose pages may call the API from the browser (PORTAL_CORS_ORIGINS, comma-separated; default none). */
  corsOrigins: string[];
}

/** A whole number setting within [min, max], or the default when unset. */
function integerSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} 必须是 ${min} 到 ${max} 之间的整数: ${raw}`);
  return value;
}

/**
 * The server's settings from the environment:
 * PORTAL_CITY (the default of cities/cities.json: the folder of cities/ the seed writes about), PORT (4173),
 * HOST (127.0.0.1), PORTAL_DB (<repo>/.data/portal.db; portal-<city>.db for another city), PORTAL_STATIC_DIR
 * (<repo>/packages/portal-app/build/client; build-<city>/client for another city), PORTAL_SEED (20261122), PORTAL_SEED_SIZE (demo),
 * PORTAL_SEED_AS_OF (2026-11-20 18:00:00), PORTAL_CAPTCHA_CODE (unset), PORTAL_TOKEN_TTL (7200),
 * PORTAL_GUARD_LIMIT (300; 0 with NODE_ENV=test), PORTAL_GUARD_WINDOW (60), PORTAL_SSO_ALLOWED_REDIRECTS
 * (none), PORTAL_FAULTS (off), PORTAL_CHECK_RESPONSES (1), PORTAL_SERVER_RENDERING (1), PORTAL_SERVER_ENTRY
 * (<static dir>/../server/index.js), PORTAL_API_ORIGIN (this server's own API),
 * PORTAL_TRUSTED_PROXIES (none), PORTAL_PUBLIC_ORIGIN (the address a request arrived at), PORTAL_CORS_ORIGINS
 * (none), NODE_ENV.
 * Throws with a Chinese message naming the bad setting.
 */
export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const repo = findRepoRoot();
  const mode = modeFromEnv(env.NODE_ENV);

  const port = Number(env.PORT ?? 4173);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT 无效: ${env.PORT}`);

  const seed = Number(env.PORTAL_SEED ?? DEFAULT_SEED);
  if (!Number.isSafeInteger(seed)) throw new Error(`PORTAL_SEED 必须是整数: ${env.PORTAL_SEED}`);

  const size = env.PORTAL_SEED_SIZE ?? 'demo';
  if (!isSeedSize(size)) {
    throw new Error(`PORTAL_SEED_SIZE 无效: ${size}（可选 ${Object.keys(SEED_SIZES).join('、')}）`);
  }

  const seedAsOf = env.PORTAL_SEED_AS_OF ?? DEFAULT_SEED_AS_OF;
  parseCst(seedAsOf);

  const captchaCode = env.PORTAL_CAPTCHA_CODE;
  if (captchaCode !== undefined) {
    if (mode === 'production') {
      throw new Error('生产环境不允许设置 PORTAL_CAPTCHA_CODE（固定验证码只用于测试和演示）');
    }
    // Spec §9: the visitor types at most 4 characters.
    if (!/^[A-Za-z0-9]{1,4}$/.test(captchaCode)) throw new Error('PORTAL_CAPTCHA_CODE 必须是 1 到 4 位字母或数字');
    // Every character must be one the picture draws and the audio captcha can say: the captcha's own
    // alphabet leaves out what distortion confuses (0/O, 1/I/L, 2/Z, 5/S, 8/B, 6/G, U/V).
    const unspoken = [...captchaCode.toUpperCase()].filter((character) => !CAPTCHA_ALPHABET.includes(character));
    if (unspoken.length > 0) {
      throw new Error(`PORTAL_CAPTCHA_CODE 含有验证码不使用的字符 ${[...new Set(unspoken)].join('、')}：只能使用 ${CAPTCHA_ALPHABET} 中的字符（不区分大小写）`);
    }
  }

  const tokenTtlSeconds = integerSetting(env, 'PORTAL_TOKEN_TTL', 7200, 1, 30 * 24 * 3600);
  // Other parts' test runs (NODE_ENV=test, e.g. the end-to-end suite) must not trip over the guard;
  // a test that exercises it sets the limit.
  const guard = {
    limit: integerSetting(env, 'PORTAL_GUARD_LIMIT', mode === 'test' ? 0 : 300, 0, 1_000_000),
    windowSeconds: integerSetting(env, 'PORTAL_GUARD_WINDOW', 60, 1, 86_400),
  };
  const ssoAllowedRedirects = (env.PORTAL_SSO_ALLOWED_REDIRECTS ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const origin = originOf(entry);
      if (!origin) throw new Error(`PORTAL_SSO_ALLOWED_REDIRECTS 中的地址无效: ${entry}（应为 http(s)://主机[:端口]）`);
      return origin;
    });
  const faultsSetting = env.PORTAL_FAULTS;
  if (faultsSetting !== undefined && faultsSetting !== '0' && faultsSetting !== '1') throw new Error(`PORTAL_FAULTS 只能是 0 或 1: ${faultsSetting}`);
  if (faultsSetting === '1' && mode === 'production') throw new Error('生产环境不允许开启 PORTAL_FAULTS（故障注入只用于测试和演示）');
  const checkSetting = env.PORTAL_CHECK_RESPONSES;
  if (checkSetting !== undefined && checkSetting !== '0' && checkSetting !== '1') throw new Error(`PORTAL_CHECK_RESPONSES 只能是 0 或 1: ${checkSetting}`);

  const renderingSetting = env.PORTAL_SERVER_RENDERING;
  if (renderingSetting !== undefined && renderingSetting !== '0' && renderingSetting !== '1') {
    throw new Error(`PORTAL_SERVER_RENDERING 只能是 0 或 1: ${renderingSetting}`);
  }
  const rawOrigin = env.PORTAL_API_ORIGIN?.trim() || undefined;
  const apiOrigin = rawOrigin === undefined ? undefined : httpOrigin(rawOrigin);
  if (apiOrigin === null) throw new Error(`PORTAL_API_ORIGIN 无效: ${rawOrigin}（应为 http(s)://主机[:端口]）`);
  const rawPublicOrigin = env.PORTAL_PUBLIC_ORIGIN?.trim() || undefined;
  const publicOrigin = rawPublicOrigin === undefined ? undefined : httpOrigin(rawPublicOrigin);
  if (publicOrigin === null) throw new Error(`PORTAL_PUBLIC_ORIGIN 无效: ${rawPublicOrigin}（应为网站对外的地址 http(s)://域名[:端口]，不带路径）`);
  const corsOrigins = (env.PORTAL_CORS_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const origin = httpOrigin(entry);
      if (!origin) throw new Error(`PORTAL_CORS_ORIGINS 中的地址无效: ${entry}（应为 http(s)://主机[:端口]，不带路径）`);
      return origin;
    });
  const trusted = parseTrustedProxies(env.PORTAL_TRUSTED_PROXIES ?? '');
  if (trusted.problems.length > 0) throw new Error(trusted.problems.join('；'));
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    // Another city than the default has a database and a portal build of its own (cities/, PORTAL_CITY).
    dbFile: path.resolve(env.PORTAL_DB ?? path.join(repo, '.data', isDefaultCity(CITY.id) ? 'portal.db' : `portal-${CITY.id}.db`)),
    staticDir: path.resolve(env.PORTAL_STATIC_DIR ?? path.join(repo, 'packages', 'portal-app', isDefaultCity(CITY.id) ? 'build' : `build-${CITY.id}`, 'client')),
    seed,
    size,
    seedAsOf,
    mode,
    ...(captchaCode !== undefined ? { captchaCode } : {}),
    tokenTtlSeconds,
    guard,
    ssoAllowedRedirects,
    faults: mode === 'test' || faultsSetting === '1',
    // Tests always check answers: the contract test relies on it.
    checkResponses: mode === 'test' || checkSetting !== '0',
    serverRendering: renderingSetting !== '0',
    ...(env.PORTAL_SERVER_ENTRY ? { serverEntry: path.resolve(env.PORTAL_SERVER_ENTRY) } : {}),
    ...(apiOrigin !== undefined ? { apiOrigin } : {}),
    trustedProxies: trusted.proxies,
    ...(publicOrigin !== undefined ? { publicOrigin } : {}),
    corsOrigins,
  };
}
