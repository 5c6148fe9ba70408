// The captcha operations (spec §9, contract: captcha.yaml): the graphic code (create, image, check) and
// the slide puzzle (create, check).
import { randomBytes, randomInt } from 'node:crypto';
import type { Handler, Handlers } from '../../kernel/handler.js';
import { binary, fail, ok } from '../../kernel/reply.js';
import { CAPTCHA_LIFETIME_MS, captchaAnswer, captchaImage, consumeCaptcha, createCaptcha } from './store.js';
import { captchaAudio } from './audio.js';
import { issueCaptchaPass } from '../../kernel/captcha-pass.js';

const EXPIRED_MESSAGE = '验证码已过期，请刷新';

export const createGraphicCaptcha: Handler<'createGraphicCaptcha'> = (_request, context) => ok({ token: createCaptcha(context) });

export const getGraphicCaptchaImage: Handler<'getGraphicCaptchaImage'> = ({ params }, { db, now }) => {
  const image = captchaImage(db, params.token, now());
  if (image === undefined) return fail(4040, EXPIRED_MESSAGE, 404);
  // Each token has its own image; never cached, so "看不清，换一张" always shows the current one.
  return binary('image/svg+xml', image, {
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
};

export const getGraphicCaptchaAudio: Handler<'getGraphicCaptchaAudio'> = ({ params }, { db, now }) => {
  const answer = captchaAnswer(db, params.token, now());
  if (answer === undefined) return fail(4040, EXPIRED_MESSAGE, 404);
  // Spoken anew at every request (other pauses and noise), never cached.
  return binary('audio/wav', captchaAudio(answer), { 'Cache-Control': 'no-store' });
};

/** A right code makes the token a pass for the guarded operations (kernel/captcha-pass.ts). */
export const checkGraphicCaptcha: Handler<'checkGraphicCaptcha'> = ({ query }, { db, now }) => {
  const at = now();
  const passed = consumeCaptcha(db, query.token, query.data, at);
  if (passed) issueCaptchaPass(db, query.token, at);
  return ok(passed);
};

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
export const createSlideCaptcha: Handler<'createSlideCaptcha'> = (_request, { db, now }) => {
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
export const checkSlideCaptcha: Handler<'checkSlideCaptcha'> = ({ query }, { db, now }) => {
  const row = db
    .prepare('DELETE FROM slide_captcha WHERE token = ? RETURNING x, expires_at AS expiresAt')
    .get(query.token) as { x: number; expiresAt: number } | undefined;
  const at = now();
  const passed = row !== undefined && row.expiresAt > at && Math.abs(query.x - row.x) <= SLIDE.tolerance;
  if (passed) issueCaptchaPass(db, query.token, at);
  return ok(passed);
};

export const handlers: Handlers = {
  createGraphicCaptcha,
  getGraphicCaptchaImage,
  getGraphicCaptchaAudio,
  checkGraphicCaptcha,
  createSlideCaptcha,
  checkSlideCaptcha,
};
