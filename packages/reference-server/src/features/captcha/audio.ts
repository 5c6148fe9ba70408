// The audio captcha: the same code as the picture, spoken, for a visitor who cannot read the
// picture. The page plays the server's recording and never receives the code itself. Each character's
// recording (assets/captcha-voice/, made by scripts/captcha-voice.mjs) is placed after a pause of random
// length, over a low noise, and the code is said twice.
import fs from 'node:fs';
import { randomInt } from 'node:crypto';
import { CAPTCHA_ALPHABET } from './store.js';

const RATE = 11_025;
const VOICE_DIR = new URL('../../../assets/captcha-voice/', import.meta.url);

/** The 8-bit samples of each character's recording, read once. */
let voices: Map<string, Uint8Array> | undefined;
function voiceOf(character: string): Uint8Array {
  voices ??= new Map(
    [...CAPTCHA_ALPHABET].map((letter) => {
      const wav = fs.readFileSync(new URL(`${letter}.wav`, VOICE_DIR));
      return [letter, new Uint8Array(wav.subarray(wav.indexOf('data') + 8))];
    }),
  );
  const voice = voices.get(character.toUpperCase());
  if (!voice) throw new Error(`no recording for captcha character ${character}`);
  return voice;
}

const silence = (seconds: number) => new Uint8Array(Math.round(seconds * RATE)).fill(128);

/** A WAV file of 8-bit mono samples (also used by scripts/captcha-voice.mjs to write the recordings). */
export function wavFile(samples: Uint8Array, rate = RATE): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

/** The code spoken twice as a WAV file (~2 s each time, ~60 KB), different at every request. */
export function captchaAudio(answer: string): Buffer {
  const parts: Uint8Array[] = [silence(0.4)];
  for (let round = 0; round < 2; round++) {
    for (const character of answer) {
      parts.push(silence(randomInt(300, 700) / 1000));
      const gain = randomInt(80, 101) / 100;
      parts.push(voiceOf(character).map((sample) => Math.round((sample - 128) * gain) + 128));
    }
    parts.push(silence(1));
  }
  const samples = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    samples.set(part, at);
    at += part.length;
  }
  // A low hiss over all of it (about -30 dB), which people hear through and simple recognisers stumble on.
  for (let i = 0; i < samples.length; i++) samples[i] = Math.max(0, Math.min(255, (samples[i] as number) + Math.floor(Math.random() * 9) - 4));
  return wavFile(samples);
}
