// The renderer's settings: only from the environment, all checked at start, every problem named at once
// (README, "The renderer"). main.ts prints them and exits 1 before anything listens.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { UNSENT_FORM_KEY_BYTES } from './unsent-forms.js';
import { LOCAL_PROXIES, parseTrustedProxies } from './visitor.js';

export const LOG_LEVELS = ['info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface RendererConfig {
  /** The city's back end that renders call (PORTAL_API_ORIGIN), e.g. https://api.credit.example.gov.cn */
  apiOrigin: string;
  /**
   * The site's public address (PORTAL_PUBLIC_ORIGIN), e.g. https://credit.example.gov.cn: canonical
   * addresses, robots.txt, the sitemap and the sign-on's return address name it, never a request's Host.
   * Unset: the address the request arrived at on this process (its listening address), for local use.
   */
  publicOrigin?: string;
  port: number;
  host: string;
  /** The built portal: index.html and assets/ (PORTAL_STATIC_DIR). */
  staticDir: string;
  /** The portal's server build (PORTAL_SERVER_ENTRY). */
  serverEntry: string;
  /** Peers whose X-Forwarded-For / X-Real-IP is believed (PORTAL_TRUSTED_PROXIES). */
  trustedProxies: string[];
  /** A back-end call of a render not answered by then is aborted (PORTAL_BACKEND_TIMEOUT_MS). */
  backendTimeoutMs: number;
  /** How long requests in flight may take to finish after SIGTERM (PORTAL_SHUTDOWN_GRACE_MS). */
  shutdownGraceMs: number;
  logLevel: LogLevel;
  /**
   * The key sealing a form kept while its visitor logs in again (PORTAL_FORM_KEY, 32 bytes in base64, e.g.
   * `openssl rand -base64 32`), the same for every renderer of the site. Unset: each process makes its own,
   * and a form kept by one is not given back by another.
   */
  formKey?: Uint8Array;
  /**
   * The folder the site's renderers share for a kept form too large for its cookie (PORTAL_UNSENT_FORMS_DIR,
   * an absolute path, made if missing). Unset: one of each process's own, so with several renderers such a
   * form is given back only by the one that kept it.
   */
  unsentFormsDir?: string;
}

/** Settings that cannot be used, each message naming its variable (in Chinese, for the operator). */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`门户渲染服务的配置有误:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** `http(s)://host[:port]` as its origin (no path, query or credentials), or null for anything else. */
export function httpOrigin(raw: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    return null;
  }
  const bare = /^https?:$/.test(parsed.protocol) && parsed.pathname === '/' && !parsed.search && !parsed.hash && !parsed.username && !parsed.password;
  return bare ? parsed.origin : null;
}

/** This package's folder (src/ and dist/ both sit one level under it). */
const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The portal's build in this checkout: packages/portal-app/build/client beside this package. */
export const DEFAULT_STATIC_DIR = path.resolve(packageDir, '..', 'portal-app', 'build', 'client');

/** The portal's server build beside its browser files (`build/client`): `build/server/index.js`. */
export const serverEntryBeside = (staticDir: string): string => path.join(staticDir, '..', 'server', 'index.js');

/**
 * Reads and checks PORTAL_API_ORIGIN (required), PORTAL_PUBLIC_ORIGIN (the listening address), PORT (4174), HOST (127.0.0.1), PORTAL_STATIC_DIR
 * (packages/portal-app/build/client), PORTAL_SERVER_ENTRY (<static dir>/../server/index.js),
 * PORTAL_TRUSTED_PROXIES (127.0.0.1,::1), PORTAL_BACKEND_TIMEOUT_MS (10000), PORTAL_SHUTDOWN_GRACE_MS
 * (10000), PORTAL_LOG_LEVEL (info), PORTAL_FORM_KEY (this process's own) and PORTAL_UNSENT_FORMS_DIR (this
 * process's own). Throws a ConfigError listing every problem.
 */
export function readRendererConfig(env: NodeJS.ProcessEnv): RendererConfig {
  const problems: string[] = [];
  const value = (name: string): string | undefined => {
    const raw = env[name]?.trim();
    return raw ? raw : undefined;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const parsed = Number(raw);
    if (!/^\d+$/.test(raw) || parsed < min || parsed > max) {
      problems.push(`${name} 必须是 ${min} 到 ${max} 之间的整数，现为 "${raw}"`);
      return fallback;
    }
    return parsed;
  };

  const apiOrigin = value('PORTAL_API_ORIGIN');
  const origin = apiOrigin === undefined ? null : httpOrigin(apiOrigin);
  if (apiOrigin === undefined) {
    problems.push('PORTAL_API_ORIGIN 未设置：请填写城市后端的地址，如 https://api.credit.example.gov.cn 或 http://127.0.0.1:8080');
  } else if (origin === null) {
    problems.push(`PORTAL_API_ORIGIN 无效: "${apiOrigin}"（应为 http(s)://主机[:端口]，不带路径）`);
  }

  const publicOriginSetting = value('PORTAL_PUBLIC_ORIGIN');
  const publicOrigin = publicOriginSetting === undefined ? undefined : httpOrigin(publicOriginSetting);
  if (publicOrigin === null) {
    problems.push(`PORTAL_PUBLIC_ORIGIN 无效: "${publicOriginSetting}"（应为网站对外的地址 http(s)://域名[:端口]，不带路径，如 https://credit.example.gov.cn）`);
  }

  const port = integer('PORT', 4174, 0, 65535);
  const host = value('HOST') ?? '127.0.0.1';

  const staticDir = path.resolve(value('PORTAL_STATIC_DIR') ?? DEFAULT_STATIC_DIR);
  if (!fs.existsSync(path.join(staticDir, 'index.html'))) {
    problems.push(
      fs.existsSync(staticDir)
        ? `PORTAL_STATIC_DIR 中没有 index.html: ${staticDir}（请先构建门户前端: pnpm --filter @credit-portal/portal-app run build）`
        : `PORTAL_STATIC_DIR 指向的目录不存在: ${staticDir}（请先构建门户前端: pnpm --filter @credit-portal/portal-app run build）`,
    );
  }
  const serverEntry = path.resolve(value('PORTAL_SERVER_ENTRY') ?? serverEntryBeside(staticDir));
  if (!fs.statSync(serverEntry, { throwIfNoEntry: false })?.isFile()) {
    problems.push(`PORTAL_SERVER_ENTRY 指向的服务端渲染入口不存在: ${serverEntry}（门户前端的构建会生成 build/server/index.js）`);
  }

  const trusted = parseTrustedProxies(env.PORTAL_TRUSTED_PROXIES ?? LOCAL_PROXIES.join(','));
  problems.push(...trusted.problems);

  const backendTimeoutMs = integer('PORTAL_BACKEND_TIMEOUT_MS', 10_000, 100, 120_000);
  const shutdownGraceMs = integer('PORTAL_SHUTDOWN_GRACE_MS', 10_000, 0, 600_000);

  const level = value('PORTAL_LOG_LEVEL') ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(level)) problems.push(`PORTAL_LOG_LEVEL 只能是 ${LOG_LEVELS.join('、')}，现为 "${level}"`);

  const formKeySetting = value('PORTAL_FORM_KEY');
  const formKey = formKeySetting === undefined ? undefined : Buffer.from(formKeySetting, 'base64');
  if (formKeySetting !== undefined && (!/^[A-Za-z0-9+/]+={0,2}$/.test(formKeySetting) || formKey?.byteLength !== UNSENT_FORM_KEY_BYTES)) {
    problems.push(`PORTAL_FORM_KEY 应为 ${UNSENT_FORM_KEY_BYTES} 字节密钥的 base64 编码（如 openssl rand -base64 32 的输出），各渲染服务填写同一个`);
  }

  const unsentFormsDir = value('PORTAL_UNSENT_FORMS_DIR');
  if (unsentFormsDir !== undefined && !path.isAbsolute(unsentFormsDir)) {
    problems.push(`PORTAL_UNSENT_FORMS_DIR 应为绝对路径（各渲染服务共用的目录，如 /var/lib/credit-portal-renderer/unsent-forms），现为 "${unsentFormsDir}"`);
  } else if (unsentFormsDir !== undefined && fs.statSync(unsentFormsDir, { throwIfNoEntry: false })?.isDirectory() === false) {
    problems.push(`PORTAL_UNSENT_FORMS_DIR 不是目录: ${unsentFormsDir}`);
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    apiOrigin: origin as string,
    ...(publicOrigin ? { publicOrigin } : {}),
    port,
    host,
    staticDir,
    serverEntry,
    trustedProxies: trusted.proxies,
    backendTimeoutMs,
    shutdownGraceMs,
    logLevel: level as LogLevel,
    ...(formKey ? { formKey } : {}),
    ...(unsentFormsDir ? { unsentFormsDir } : {}),
  };
}
