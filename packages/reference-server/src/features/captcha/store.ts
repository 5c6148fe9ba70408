// The graphic captcha's store (spec §9): drawn, kept three minutes and checked once. Used by its own
// operations (handlers.ts) and the password login (auth); the crawler guard keeps its own in memory
// (guard.ts), drawn the same way.
import { randomBytes, randomInt } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import svgCaptchaModule from 'svg-captcha';
import type { ServerContext } from '../../kernel/handler.js';

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

function randomAnswer(): string {
  let out = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) out += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return out;
}

/** A new captcha's token and answer (the fixed answer of tests and demos when set). */
export const newCaptcha = (captchaCode: string | undefined): { token: string; answer: string } => ({
  token: randomBytes(18).toString('base64url'),
  answer: captchaCode ?? randomAnswer(),
});

/**
 * The captcha's picture (SVG). Dark glyphs on a transparent ground: legible on the dialog's white, and
 * svg-captcha's random colours would sometimes be too pale to read.
 */
export const drawCaptchaImage = (answer: string): string =>
  drawCaptcha(answer, { width: 120, height: 40, fontSize: 42, noise: 2, color: false });

/** Whether what the visitor typed is the answer (letters in either case, spaces around ignored). */
export const isRightAnswer = (typed: string, answer: string): boolean => typed.trim().toUpperCase() === answer.toUpperCase();

/** Creates and stores a captcha; expired ones are swept on the way, so the table stays small. */
export function createCaptcha({ db, now, captchaCode }: ServerContext): string {
  const { token, answer } = newCaptcha(captchaCode);
  const image = drawCaptchaImage(answer);
  const at = now();
  db.prepare('DELETE FROM captcha WHERE expires_at <= ?').run(at);
  db.prepare('INSERT INTO captcha (token, answer, image, expires_at) VALUES (?, ?, ?, ?)').run(
    token, answer, image, at + CAPTCHA_LIFETIME_MS,
  );
  return token;
}

/** A captcha's picture (SVG) while it is valid. */
export function captchaImage(db: Database, token: string, now: number): string | undefined {
  const row = db.prepare('SELECT image FROM captcha WHERE token = ? AND expires_at > ?').get(token, now) as { image: string } | undefined;
  return row?.image;
}

/** A captcha's answer while it is valid, for its spoken form (audio.ts); never sent to the page. */
export function captchaAnswer(db: Database, token: string, now: number): string | undefined {
  const row = db.prepare('SELECT answer FROM captcha WHERE token = ? AND expires_at > ?').get(token, now) as { answer: string } | undefined;
  return row?.answer;
}

/**
 * One check per token, right or wrong: the row is deleted before comparing (no guessing loops).
 * Shared by the captcha check, the password login and the crawler guard's page.
 */
export function consumeCaptcha(db: Database, token: string, typed: string, now: number): boolean {
  const row = db
    .prepare('DELETE FROM captcha WHERE token = ? RETURNING answer, expires_at AS expiresAt')
    .get(token) as { answer: string; expiresAt: number } | undefined;
  return row !== undefined && row.expiresAt > now && isRightAnswer(typed, row.answer);
}
