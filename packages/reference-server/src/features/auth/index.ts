// Login and single sign-on (spec §3, §4, §7), the slide captcha, and the server's guard rails (the
// crawler guard and fault injection are mounted by app.ts from crawler-guard.ts and fault-injection.ts).
import { checkSlideCaptcha, createSlideCaptcha } from '../../handlers/captcha.js';
import { formatCst } from '../../time.js';
import type { Feature } from '../types.js';
import { grantSchema } from './grants.js';
import {
  createMztCallerCode,
  getCurrentMenu,
  getCurrentUser,
  getMztAppId,
  getMztAppKey,
  getMztLoginAddresses,
  login,
  logout,
} from './handlers.js';

const schema = `${grantSchema}
  -- Slide puzzles: the gap's x never leaves the server; valid 3 minutes and for one check.
  CREATE TABLE slide_captcha (
    token      TEXT PRIMARY KEY,
    x          INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX slide_captcha_expiry ON slide_captcha(expires_at);
`;

/** Default avatars of the session (spec §3 avatar), one per user type, read through readImage. */
const AVATARS: readonly { id: string; color: string; glyph: string }[] = [
  { id: 'avatar-person', color: '#e22323', glyph: '人' },
  { id: 'avatar-enterprise', color: '#185aae', glyph: '企' },
  { id: 'avatar-organisation', color: '#0f766e', glyph: '组' },
];

const avatarSvg = (color: string, glyph: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
  `<circle cx="48" cy="48" r="48" fill="${color}"/>` +
  `<text x="48" y="62" font-size="44" text-anchor="middle" fill="#fff" font-family="sans-serif">${glyph}</text></svg>`;

export const auth: Feature = {
  name: 'auth',
  schema,
  seed: (db, context) => {
    const insert = db.prepare('INSERT INTO picture (id, content_type, body, created_at) VALUES (?, ?, ?, ?)');
    for (const avatar of AVATARS) {
      insert.run(avatar.id, 'image/svg+xml', Buffer.from(avatarSvg(avatar.color, avatar.glyph), 'utf8'), formatCst(context.asOf));
    }
  },
  handlers: {
    login,
    getMztLoginAddresses,
    getMztAppId,
    createMztCallerCode,
    logout,
    getMztAppKey,
    getCurrentMenu,
    getCurrentUser,
    createSlideCaptcha,
    checkSlideCaptcha,
  },
};
