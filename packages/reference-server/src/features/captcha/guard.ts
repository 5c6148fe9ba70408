// The crawler guard's captchas (architecture.md "Crawler guard"): kept in memory, never in the database.
// Every HTTP 509 answer asks one, so a locked crawler must not cost a row (and ~8 KB of SVG) per blocked
// request: the answer is stored, the picture drawn only when the page's image is fetched, and at most
// `capacity` captchas are kept (the oldest forgotten first), each for CAPTCHA_LIFETIME_MS and one check.
import { BoundedMap } from '../../kernel/bounded-map.js';
import type { ServerContext } from '../../kernel/handler.js';
import { CAPTCHA_LIFETIME_MS, drawCaptchaImage, isRightAnswer, newCaptcha } from './store.js';

/** Enough for every visitor actually solving one; a crowd of crawlers only pushes out each other's. */
export const GUARD_CAPTCHA_CAPACITY = 10_000;

interface GuardCaptchaEntry {
  answer: string;
  expiresAt: number;
  image?: string;
}

export interface GuardCaptchas {
  /** Keeps a new captcha and answers its token. */
  create(): string;
  /** The captcha's picture (SVG) while it is kept and valid. */
  image(token: string): string | undefined;
  /** One check per token, right or wrong. */
  check(token: string, answer: string): boolean;
  /** How many are kept now. */
  readonly size: number;
}

export function createGuardCaptchas({ now, captchaCode }: Pick<ServerContext, 'now' | 'captchaCode'>, capacity = GUARD_CAPTCHA_CAPACITY): GuardCaptchas {
  const kept = new BoundedMap<string, GuardCaptchaEntry>(capacity);
  const valid = (token: string): GuardCaptchaEntry | undefined => {
    const entry = kept.get(token);
    if (entry && entry.expiresAt <= now()) kept.delete(token);
    return entry && entry.expiresAt > now() ? entry : undefined;
  };
  return {
    create() {
      const { token, answer } = newCaptcha(captchaCode);
      kept.set(token, { answer, expiresAt: now() + CAPTCHA_LIFETIME_MS });
      return token;
    },
    image(token) {
      const entry = valid(token);
      if (!entry) return undefined;
      entry.image ??= drawCaptchaImage(entry.answer);
      return entry.image;
    },
    check(token, typed) {
      const entry = valid(token);
      kept.delete(token);
      return entry !== undefined && isRightAnswer(typed, entry.answer);
    },
    get size() {
      return kept.size;
    },
  };
}
