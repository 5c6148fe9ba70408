// `node packages/portal-server/dist/main.js`: the renderer as a service (README, "The renderer").
// Configuration only from the environment, checked before anything listens; JSON lines on stdout;
// SIGTERM/SIGINT stop it gracefully.
import { ConfigError, readRendererConfig } from './config.js';
import { createJsonLogger } from './log.js';
import { createRenderer } from './renderer.js';
import { listenRenderer } from './server.js';

async function main(): Promise<void> {
  let config;
  try {
    config = readRendererConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // For the operator at the console or in the journal: every problem, no stack trace.
    process.stderr.write(`${error.message}\n门户渲染服务未启动。\n`);
    process.exit(1);
  }
  const logger = createJsonLogger(config.logLevel);
  // Whatever escapes is still a JSON line for the log shipper; an exception ends the process (systemd restarts it).
  process.on('uncaughtException', (error) => {
    logger.error('未捕获的异常，进程退出', error);
    process.exit(1);
  });
  // A promise a render left behind (a loader's call that failed after the page gave up on it) must not
  // take every other visitor's page down with the process: logged, and the process goes on.
  process.on('unhandledRejection', (reason) => logger.error('未处理的 Promise 拒绝', reason));
  const renderer = await createRenderer({ ...config, logger, mode: process.env.NODE_ENV === 'test' ? 'test' : 'production' });
  const running = await listenRenderer(renderer, { port: config.port, host: config.host, logger });
  logger.log('info', '门户渲染服务已启动', { url: running.url, apiOrigin: config.apiOrigin, publicOrigin: config.publicOrigin ?? running.url, pid: process.pid });

  const stop = (signal: NodeJS.Signals): void => {
    logger.log('info', `收到 ${signal}`, { signal });
    void running.shutdown(config.shutdownGraceMs).then((clean) => {
      logger.log(clean ? 'info' : 'warn', '门户渲染服务已停止', { clean });
      process.exit(clean ? 0 : 1);
    });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  createJsonLogger('error').error(`门户渲染服务启动失败: ${error instanceof Error ? error.message : String(error)}`, error);
  process.exit(1);
});
