import { randomBytes, randomInt } from 'node:crypto';
import svgCaptchaModule from 'svg-captcha';
import { binary, fail, ok } from '../http/reply.js';
import type { OperationHandler, ServerContext } from './types.js';

/** A captcha lives three minutes and serves one check (contract: createGraphicCaptcha). */
export const CAPTCHA_LIFETIME_MS = 3 * 60 * 1000;

/** Letters and digits nobody confuses when distorted: no 0/O/Q, 1/I/L, 2/Z, 5/S, 8/B, 6/G, U/V. */
export const CAPTCHA_ALPHABET = 'ACDEFHJKMNPRTWXY346789';
const CAPTCHA_LENGTH = 4;

/** svg-captcha's default export draws a given text (its typings only describe the helpers). */
const drawCaptcha = svgCaptchaModule as unknown as (
  text: string,
  options: { width: number; height: number; fontSize: number; noise: number; color: boolean },
) => string;

const EXPIRED_MESSAGE = '验证码已过期，请刷新';

function randomAnswer(): string {
  let out = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) out += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return out;
}

/** Creates and stores a captcha; expired ones are swept on the way, so the table stays small. */
export function createCaptcha({ db, now, captchaCode }: ServerContext): string {
  const token = randomBytes(18).toString('base64url');
  const answer = captchaCode ?? randomAnswer();
  // Dark glyphs on a transparent ground: legible on the dialog's white, and svg-captcha's random
  // colours would sometimes be too pale to read.
  const image = drawCaptcha(answer, { width: 120, height: 40, fontSize: 42, noise: 2, color: false });
  const at = now();
  db.prepare('DELETE FROM captcha WHERE expires_at <= ?').run(at);
  db.prepare('INSERT INTO captcha (token, answer, image, expires_at) VALUES (?, ?, ?, ?)').run(
    token, answer, image, at + CAPTCHA_LIFETIME_MS,
  );
  return token;
}

export const createGraphicCaptcha: OperationHandler = (_request, context) => ok({ token: createCaptcha(context) });

export const getGraphicCaptchaImage: OperationHandler = ({ params }, { db, now }) => {
  const row = db
    .prepare('SELECT image FROM captcha WHERE token = ? AND expires_at > ?')
    .get(params.token, now()) as { image: string } | undefined;
  if (!row) return fail(4040, EXPIRED_MESSAGE, 404);
  // Each token has its own image; never cached, so "看不清，换一张" always shows the current one.
  return binary('image/svg+xml', row.image, {
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
};

/** One check per token, right or wrong: the row is deleted before comparing (no guessing loops). */
export const checkGraphicCaptcha: OperationHandler = ({ query }, { db, now }) => {
  const row = db
    .prepare('DELETE FROM captcha WHERE token = ? RETURNING answer, expires_at AS expiresAt')
    .get(query.token) as { answer: string; expiresAt: number } | undefined;
  const right =
    row !== undefined && row.expiresAt > now() && String(query.data).trim().toUpperCase() === row.answer.toUpperCase();
  return ok(right);
};
