// The session's default avatars (spec §3 avatar), one per user type, stored as pictures (readImage).
import type { Database } from 'better-sqlite3';
import type { SeedContext } from '../../kernel/feature.js';
import { formatCst } from '../../kernel/time.js';

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

export function seedAvatars(db: Database, context: SeedContext): void {
  const insert = db.prepare('INSERT INTO picture (id, content_type, body, created_at) VALUES (?, ?, ?, ?)');
  for (const avatar of AVATARS) {
    insert.run(avatar.id, 'image/svg+xml', Buffer.from(avatarSvg(avatar.color, avatar.glyph), 'utf8'), formatCst(context.asOf));
  }
}
