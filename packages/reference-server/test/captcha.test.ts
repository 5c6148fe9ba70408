import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { CAPTCHA_LIFETIME_MS } from '../src/features/captcha/store.js';
import { readConfig } from '../src/config.js';
import { contractDocument, memoryLogger, startTestServer, type TestServer } from './helpers.js';

let clock = Date.parse('2026-11-22T02:00:00Z');
let server: TestServer;
let fixed: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  fixed = await startTestServer({ captchaCode: 'K7pX' });
});
afterAll(async () => {
  await server.close();
  await fixed.close();
});

const newToken = async (s: TestServer): Promise<string> => (await s.request('/api/graphic/captcha')).json.data.token;
const check = async (s: TestServer, token: string, code: string) =>
  (await s.request(`/api/graphic/captcha/check?token=${token}&data=${encodeURIComponent(code)}`)).json;

describe('the graphic captcha', () => {
  it('has an uncached 120x40 SVG image under its token', async () => {
    const token = await newToken(server);
    const image = await server.request(`/api/graphic/captcha/getCaptcha/${token}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(image.headers.get('cache-control')).toBe('no-store');
    expect(image.text).toMatch(/<svg[^>]*width="120"[^>]*height="40"/);
  });

  it('answers false for a wrong code, and the token is spent', async () => {
    const token = await newToken(server);
    expect(await check(server, token, 'zzzz')).toEqual({ code: 200, msg: '操作成功', data: false });
    const image = await server.request(`/api/graphic/captcha/getCaptcha/${token}`);
    expect(image.status).toBe(404);
  });

  it('answers true for the right code, in any case, once', async () => {
    const token = await newToken(fixed);
    expect((await check(fixed, token, 'k7px')).data).toBe(true);
    expect((await check(fixed, token, 'K7pX')).data).toBe(false);
  });

  it('expires after three minutes: the image answers 404 and a check false', async () => {
    const token = await newToken(server);
    clock += CAPTCHA_LIFETIME_MS + 1;
    const image = await server.request(`/api/graphic/captcha/getCaptcha/${token}`);
    expect(image.status).toBe(404);
    expect(image.json).toEqual({ code: 4040, msg: '验证码已过期，请刷新' });
    expect((await check(server, token, 'AAAA')).data).toBe(false);
  });

  it('answers 404 for a token it never issued', async () => {
    const image = await server.request('/api/graphic/captcha/getCaptcha/k3J9xQ2mV8pL0aZr5tYw');
    expect(image.status).toBe(404);
  });
});

describe('the audio captcha', () => {
  const RATE = 11_025;
  const voiceLength = (character: string) => fs.statSync(new URL(`../assets/captcha-voice/${character}.wav`, import.meta.url)).size - 44;
  const audioOf = async (s: TestServer, token: string) => fetch(`${s.url}/api/graphic/captcha/getCaptchaAudio/${token}`);

  it('speaks the picture\'s code twice, as an uncached WAV, different at each request, and the code still checks', async () => {
    const token = await newToken(fixed);
    const first = await audioOf(fixed, token);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('audio/wav');
    expect(first.headers.get('cache-control')).toBe('no-store');
    const wav = Buffer.from(await first.arrayBuffer());
    expect(wav.subarray(0, 4).toString()).toBe('RIFF');
    expect(wav.readUInt32LE(24)).toBe(RATE);
    // K, 7, P and X twice, with a pause of 0.3 to 0.7 s before each and 1 s after each round.
    const voices = 2 * ['K', '7', 'P', 'X'].reduce((sum, character) => sum + voiceLength(character), 0);
    const samples = wav.length - 44;
    expect(samples).toBeGreaterThanOrEqual(voices + Math.round((0.4 + 2 * (4 * 0.3 + 1)) * RATE) - 16);
    expect(samples).toBeLessThanOrEqual(voices + Math.round((0.4 + 2 * (4 * 0.7 + 1)) * RATE) + 16);
    const again = Buffer.from(await (await audioOf(fixed, token)).arrayBuffer());
    expect(again.equals(wav)).toBe(false);
    expect((await check(fixed, token, 'K7PX')).data).toBe(true);
  });

  it('answers 404 with the envelope once the code is spent or for a token it never issued', async () => {
    const token = await newToken(server);
    await check(server, token, 'zzzz');
    for (const address of [token, 'k3J9xQ2mV8pL0aZr5tYw']) {
      const answer = await audioOf(server, address);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ code: 4040, msg: '验证码已过期，请刷新' });
    }
  });
});

describe('a fixed captcha code', () => {
  it('is refused in production', async () => {
    expect(() => readConfig({ NODE_ENV: 'production', PORTAL_CAPTCHA_CODE: '1234' })).toThrow(/PORTAL_CAPTCHA_CODE/);
    await expect(
      createApp({ dbFile: ':memory:', mode: 'production', captchaCode: '1234', document: await contractDocument(), logger: memoryLogger() }),
    ).rejects.toThrow(/PORTAL_CAPTCHA_CODE/);
  });

  it('is taken from PORTAL_CAPTCHA_CODE elsewhere', () => {
    expect(readConfig({ PORTAL_CAPTCHA_CODE: 'k7p3' }).captchaCode).toBe('k7p3');
  });

  it('is refused at start when the audio captcha could not say it, naming the characters', () => {
    // 2, 5 and B are left out of the captcha's alphabet: no picture draws them and no recording says them.
    expect(() => readConfig({ PORTAL_CAPTCHA_CODE: '2468' })).toThrow(/PORTAL_CAPTCHA_CODE 含有验证码不使用的字符 2：只能使用/);
    expect(() => readConfig({ PORTAL_CAPTCHA_CODE: 'b5' })).toThrow(/B、5/);
  });
});
