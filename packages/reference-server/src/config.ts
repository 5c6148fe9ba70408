import path from 'node:path';
import { modeFromEnv } from './app.js';
import type { ServerMode } from './contract/router.js';
import { DEFAULT_SEED } from './db/open.js';
import { findRepoRoot } from './paths.js';
import { DEFAULT_SEED_AS_OF, SEED_SIZES, isSeedSize, type SeedSize } from './seed/index.js';
import { parseCst } from './time.js';

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
}

/**
 * The server's settings from the environment:
 * PORT (4173), HOST (127.0.0.1), PORTAL_DB (<repo>/.data/portal.db), PORTAL_STATIC_DIR
 * (<repo>/packages/portal-app/dist), PORTAL_SEED (20261122), PORTAL_SEED_SIZE (demo),
 * PORTAL_SEED_AS_OF (2026-11-20 18:00:00), PORTAL_CAPTCHA_CODE (unset), NODE_ENV.
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
  }

  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dbFile: path.resolve(env.PORTAL_DB ?? path.join(repo, '.data', 'portal.db')),
    staticDir: path.resolve(env.PORTAL_STATIC_DIR ?? path.join(repo, 'packages', 'portal-app', 'dist')),
    seed,
    size,
    seedAsOf,
    mode,
    ...(captchaCode !== undefined ? { captchaCode } : {}),
  };
}
