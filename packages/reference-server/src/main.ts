import { createApp } from './app.js';
import { readConfig } from './config.js';
import { listen } from './server.js';

/** `node dist/main.js`: the portal and its API on one origin (architecture.md, "Bases and serving"). */
async function main(): Promise<void> {
  const config = readConfig(process.env);
  const portal = await createApp({
    dbFile: config.dbFile,
    staticDir: config.staticDir,
    seed: config.seed,
    size: config.size,
    seedAsOf: config.seedAsOf,
    mode: config.mode,
    ...(config.captchaCode !== undefined ? { captchaCode: config.captchaCode } : {}),
    tokenTtlSeconds: config.tokenTtlSeconds,
    guard: config.guard,
    ssoAllowedRedirects: config.ssoAllowedRedirects,
    faults: config.faults,
    checkResponses: config.checkResponses,
    serverRendering: config.serverRendering,
    ...(config.serverEntry !== undefined ? { serverEntry: config.serverEntry } : {}),
    ...(config.apiOrigin !== undefined ? { apiOrigin: config.apiOrigin } : {}),
    trustedProxies: config.trustedProxies,
    ...(config.publicOrigin !== undefined ? { publicOrigin: config.publicOrigin } : {}),
    corsOrigins: config.corsOrigins,
  });
  const running = await listen(portal, { port: config.port, host: config.host }).catch((error: unknown) => {
    portal.close();
    throw error;
  });
  console.log(`信用门户已启动: ${running.url}`);

  const stop = (signal: NodeJS.Signals): void => {
    console.log(`收到 ${signal}，正在停止…`);
    // Long-lived connections must not keep the process alive for ever.
    const force = setTimeout(() => process.exit(1), 5000);
    force.unref();
    void running.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`信用门户启动失败: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
