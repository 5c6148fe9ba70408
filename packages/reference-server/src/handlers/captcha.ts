import { randomBytes, randomInt } from 'node:crypto';
import type { Database } from 'better-sqlite3';
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

/**
 * One check per token, right or wrong: the row is deleted before comparing (no guessing loops).
 * Shared by the captcha check, the password login and the crawler guard's page.
 */
export function consumeCaptcha(db: Database, token: string, typed: string, now: number): boolean {
  const row = db
    .prepare('DELETE FROM captcha WHERE token = ? RETURNING answer, expires_at AS expiresAt')
    .get(token) as { answer: string; expiresAt: number } | undefined;
  return row !== undefined && row.expiresAt > now && typed.trim().toUpperCase() === row.answer.toUpperCase();
}

export const checkGraphicCaptcha: OperationHandler = ({ query }, { db, now }) =>
  ok(consumeCaptcha(db, String(query.token), String(query.data), now()));

/** The slide puzzle (contract: createSlideCaptcha): background 300x150, a 50 px piece, ±5 px tolerance. */
export const SLIDE = { width: 300, height: 150, piece: 50, tolerance: 5 } as const;

/** A jigsaw piece outline in a size x size box: a square with a knob on top and on the right. */
function piecePath(size: number): string {
  const k = size * 0.18;
  const body = size - k;
  return (
    `M0 ${k} H${body / 2 - k / 2} a${k / 2} ${k / 2} 0 0 1 ${k} 0 H${body} ` +
    `V${k + body / 2 - k / 2} a${k / 2} ${k / 2} 0 0 1 0 ${k} V${size} H0 Z`
  );
}

/** A calm landscape: sky gradient, hills and a few disks, so the gap is findable by eye. */
function drawScene(): string {
  const hue = randomInt(180, 230);
  const shapes: string[] = [];
  for (let i = 0; i < 6; i++) {
    shapes.push(
      `<circle cx="${randomInt(0, SLIDE.width)}" cy="${randomInt(0, SLIDE.height)}" r="${randomInt(12, 40)}" ` +
        `fill="hsl(${randomInt(0, 360)},60%,70%)" fill-opacity="0.7"/>`,
    );
  }
  const hill = (base: number, color: string) =>
    `<path d="M0 ${base} Q${randomInt(40, 110)} ${base - randomInt(30, 60)} ${randomInt(130, 170)} ${base} ` +
    `T${SLIDE.width} ${base} V${SLIDE.height} H0 Z" fill="${color}"/>`;
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,82%)"/>` +
    `<stop offset="1" stop-color="hsl(${hue},60%,95%)"/></linearGradient></defs>` +
    `<rect width="${SLIDE.width}" height="${SLIDE.height}" fill="url(#sky)"/>${shapes.join('')}` +
    hill(110, 'hsl(130,35%,55%)') + hill(130, 'hsl(140,40%,40%)')
  );
}

const svgDataUri = (svg: string): string => `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;

/** Creates a puzzle: the gap's x is kept in the database, only y travels to the visitor. */
export const createSlideCaptcha: OperationHandler = (_request, { db, now }) => {
  const token = randomBytes(18).toString('base64url');
  const x = randomInt(SLIDE.piece + 20, SLIDE.width - SLIDE.piece - 10);
  const y = randomInt(10, SLIDE.height - SLIDE.piece - 10);
  const scene = drawScene();
  const outline = piecePath(SLIDE.piece);
  const background =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SLIDE.width}" height="${SLIDE.height}">${scene}` +
    `<path d="${outline}" transform="translate(${x} ${y})" fill="#000" fill-opacity="0.45" stroke="#fff" stroke-width="1.5"/></svg>`;
  const piece =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SLIDE.piece}" height="${SLIDE.piece}">` +
    `<defs><clipPath id="piece"><path d="${outline}"/></clipPath></defs>` +
    `<g clip-path="url(#piece)"><g transform="translate(${-x} ${-y})">${scene}</g></g>` +
    `<path d="${outline}" fill="none" stroke="#fff" stroke-width="2"/></svg>`;
  const at = now();
  db.prepare('DELETE FROM slide_captcha WHERE expires_at <= ?').run(at);
  db.prepare('INSERT INTO slide_captcha (token, x, expires_at) VALUES (?, ?, ?)').run(token, x, at + CAPTCHA_LIFETIME_MS);
  return ok({
    token,
    backgroundImage: svgDataUri(background),
    pieceImage: svgDataUri(piece),
    y,
    width: SLIDE.width,
    height: SLIDE.height,
    pieceSize: SLIDE.piece,
  });
};

/** One check per token, like the graphic captcha. */
export const checkSlideCaptcha: OperationHandler = ({ query }, { db, now }) => {
  const row = db
    .prepare('DELETE FROM slide_captcha WHERE token = ? RETURNING x, expires_at AS expiresAt')
    .get(query.token) as { x: number; expiresAt: number } | undefined;
  return ok(row !== undefined && row.expiresAt > now() && Math.abs(Number(query.x) - row.x) <= SLIDE.tolerance);
};
