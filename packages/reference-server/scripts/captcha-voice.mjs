// Makes assets/captcha-voice/: one short recording per character of the captcha's alphabet, spoken by
// Debian's espeak-ng with its Mandarin voice (cmn: digits in Mandarin, Latin letters by their English
// names, as Chinese visitors read them). Run by hand when the alphabet changes
// (`apt-get install espeak-ng && pnpm run build && node scripts/captcha-voice.mjs`); the server only reads the files.
// Each is trimmed of silence, 11 025 Hz, 8-bit mono WAV (~5 KB): plain speech stays intelligible.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// The server's own WAV writer (build the package first).
import { wavFile } from '../dist/features/captcha/audio.js';
import { CAPTCHA_ALPHABET as ALPHABET } from '../dist/features/captcha/store.js';

const MANDARIN_DIGITS = { 3: '三', 4: '四', 6: '六', 7: '七', 8: '八', 9: '九' };
const out = fileURLToPath(new URL('../assets/captcha-voice/', import.meta.url));
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'captcha-voice-'));

/** The 16-bit PCM samples of espeak-ng's WAV (its header is the plain 44-byte one). */
function samplesOf(file) {
  const wav = fs.readFileSync(file);
  const dataAt = wav.indexOf('data') + 8;
  const rate = wav.readUInt32LE(24);
  const samples = new Int16Array(wav.buffer.slice(wav.byteOffset + dataAt, wav.byteOffset + wav.length - ((wav.length - dataAt) % 2)));
  return { rate, samples };
}

fs.mkdirSync(out, { recursive: true });
for (const character of ALPHABET) {
  const file = path.join(temp, `${character}.wav`);
  execFileSync('espeak-ng', ['-v', 'cmn', '-s', '130', '-w', file, MANDARIN_DIGITS[character] ?? character]);
  const { rate, samples } = samplesOf(file);
  const loud = (value) => Math.abs(value) > 600;
  const first = Math.max(0, samples.findIndex(loud) - rate / 50);
  const last = Math.min(samples.length, samples.length - [...samples].reverse().findIndex(loud) + rate / 50);
  // Every other sample, averaged (22 050 → 11 025 Hz), to unsigned 8 bits.
  const half = [];
  for (let i = first; i + 1 < last; i += 2) half.push(Math.round((samples[i] + samples[i + 1]) / 2 / 256) + 128);
  fs.writeFileSync(path.join(out, `${character}.wav`), wavFile(Uint8Array.from(half, (v) => Math.max(0, Math.min(255, v))), rate / 2));
}
fs.rmSync(temp, { recursive: true, force: true });
console.log(`wrote ${ALPHABET.length} recordings to ${out}`);
