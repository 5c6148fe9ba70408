// The renderer's logs: one JSON object a line on stdout (journald, a log shipper), access lines and
// errors alike: `time` (ISO 8601), `level`, `msg`, then the line's own fields.
import type { LogLevel } from './config.js';
import type { Logger } from './page-render.js';

const RANK: Record<LogLevel, number> = { info: 0, warn: 1, error: 2 };

export interface JsonLogger extends Logger {
  /** A line with fields of its own (the access log's `request` lines). */
  log(level: LogLevel, msg: string, fields?: Record<string, unknown>): void;
  /** Whether lines of this level are written at all. */
  enabled(level: LogLevel): boolean;
}

/** An error as fields of a line: its message, and its stack for errors (never for expected failures). */
export function errorFields(error: unknown): Record<string, unknown> {
  if (error === undefined || error === '') return {};
  if (!(error instanceof Error)) return { error: String(error) };
  const cause = error.cause instanceof Error ? { cause: error.cause.message } : {};
  return { error: error.message, errorName: error.name, ...cause, stack: error.stack };
}

export function createJsonLogger(level: LogLevel, write: (line: string) => void = (line) => process.stdout.write(line)): JsonLogger {
  const enabled = (wanted: LogLevel) => RANK[wanted] >= RANK[level];
  const log = (wanted: LogLevel, msg: string, fields: Record<string, unknown> = {}) => {
    if (!enabled(wanted)) return;
    write(`${JSON.stringify({ time: new Date().toISOString(), level: wanted, msg, ...fields })}\n`);
  };
  return {
    log,
    enabled,
    info: (msg) => log('info', msg),
    warn: (msg) => log('warn', msg),
    error: (msg, error) => log('error', msg, errorFields(error)),
  };
}
