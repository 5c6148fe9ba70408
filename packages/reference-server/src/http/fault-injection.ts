// Fault injection for tests and demos (only with NODE_ENV=test or PORTAL_FAULTS=1, never in production):
// a request header `X-Portal-Fault` makes an API request fail the ways a real back end does, so that the
// portal's error catalogue (spec §8), its 30 s timeout and its 509 window (spec §4, §9) can be exercised.
import type { Context, MiddlewareHandler } from 'hono';
import { RESULT_MESSAGES, ResultCode, failure } from '../kernel/envelope.js';

export const FAULT_HEADER = 'X-Portal-Fault';
/** Longer than the client's 30 s timeout (spec §9), so a timeout can be provoked; no longer. */
export const MAX_FAULT_DELAY_MS = 35_000;

const CODES = new Set<number>(Object.values(ResultCode).filter((code) => code !== 200));

export type Fault =
  | { kind: 'code'; code: Exclude<ResultCode, 200> }
  | { kind: 'status'; status: number }
  | { kind: 'malformed' }
  | { kind: 'drop' };

/** `delay=300; code=203` → a delay and one fault; null when the header is not understood. */
export function parseFaultHeader(value: string): { delayMs: number; fault: Fault | null } | null {
  let delayMs = 0;
  let fault: Fault | null = null;
  for (const part of value.split(/[;,]/).map((p) => p.trim()).filter(Boolean)) {
    const [name, arg = ''] = part.split('=').map((p) => p.trim()) as [string, string?];
    const number = Number(arg);
    if (name === 'delay' && /^\d+$/.test(arg) && number <= MAX_FAULT_DELAY_MS) delayMs = number;
    else if (name === 'code' && /^\d+$/.test(arg) && CODES.has(number)) fault = { kind: 'code', code: number as Exclude<ResultCode, 200> };
    else if (name === 'status' && /^\d{3}$/.test(arg) && number >= 200 && number <= 599) fault = { kind: 'status', status: number };
    else if (name === 'malformed' && arg === '') fault = { kind: 'malformed' };
    else if (name === 'drop' && arg === '') fault = { kind: 'drop' };
    else return null;
  }
  return { delayMs, fault };
}

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } });

/** The middleware; `verificationPage` answers status=509 the way the crawler guard does. */
export function faultInjection(apiBases: readonly string[], verificationPage: () => Response): MiddlewareHandler {
  return async (c: Context, next) => {
    const header = c.req.header(FAULT_HEADER);
    const pathname = new URL(c.req.url).pathname;
    if (header === undefined || !apiBases.some((base) => pathname === base || pathname.startsWith(`${base}/`))) return next();
    const plan = parseFaultHeader(header);
    if (!plan) {
      return json({ code: 202, msg: RESULT_MESSAGES[202], errors: { [FAULT_HEADER]: '故障注入指令无效（可用 code、status、delay、malformed、drop）' } }, 400);
    }
    if (plan.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, plan.delayMs));
    const fault = plan.fault;
    if (!fault) return next();
    switch (fault.kind) {
      case 'code':
        return json(fault.code === 202 ? { ...failure(202), errors: { [FAULT_HEADER]: '故障注入：校验失败' } } : failure(fault.code), 200);
      case 'status':
        return fault.status === 509 ? verificationPage() : json(failure(500), fault.status);
      case 'malformed':
        // Cut off mid-way, as a proxy that dropped the connection after the headers would leave it.
        return new Response('{"code":200,"msg":"操作成功","data":{"rec', {
          status: 200,
          headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
        });
      case 'drop': {
        const env = c.env as { incoming?: { socket?: { destroy(): void } } } | undefined;
        env?.incoming?.socket?.destroy();
        return new Response(null, { status: 500 });
      }
    }
  };
}
