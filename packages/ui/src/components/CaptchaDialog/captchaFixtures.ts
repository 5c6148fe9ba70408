/** A captcha image drawn inline (no network): four characters on a noisy background. */
export function captchaImage(text: string): string {
  const letters = text
    .split('')
    .map(
      (char, index) =>
        `<text x="${14 + index * 26}" y="${28 + (index % 2 ? -3 : 3)}" transform="rotate(${index % 2 ? 8 : -8} ${20 + index * 26} 22)" font-family="monospace" font-size="24" font-weight="700" fill="#1f2329">${char}</text>`,
    )
    .join('');
  return (
    'data:image/svg+xml;utf8,' +
    encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40">` +
        `<rect width="120" height="40" fill="#eef3f8"/>` +
        `<path d="M0 30 Q30 5 60 22 T120 12" stroke="#7a818c" fill="none"/>` +
        `<path d="M0 12 Q40 38 80 16 T120 30" stroke="#b71c1c" fill="none"/>` +
        letters +
        `</svg>`,
    )
  );
}

/** Captchas a story cycles through on 换一张. */
export const sampleCaptchas = ['7K3P', 'M9QA', '2XFD', 'H6TW'] as const;

/** A spoken-code stand-in (no network): a quiet tone as a WAV data URL, 0.3 s unless told. */
export function captchaAudio(seconds = 0.3): string {
  const rate = 8000;
  const samples = new Uint8Array(Math.round(rate * seconds)).map((_, i) => 128 + Math.round(20 * Math.sin((2 * Math.PI * 440 * i) / rate)));
  const header = new DataView(new ArrayBuffer(44));
  const text = (at: number, value: string) => [...value].forEach((char, i) => header.setUint8(at + i, char.charCodeAt(0)));
  text(0, 'RIFF');
  header.setUint32(4, 36 + samples.length, true);
  text(8, 'WAVEfmt ');
  header.setUint32(16, 16, true);
  header.setUint16(20, 1, true);
  header.setUint16(22, 1, true);
  header.setUint32(24, rate, true);
  header.setUint32(28, rate, true);
  header.setUint16(32, 1, true);
  header.setUint16(34, 8, true);
  text(36, 'data');
  header.setUint32(40, samples.length, true);
  const bytes = new Uint8Array([...new Uint8Array(header.buffer), ...samples]);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:audio/wav;base64,${btoa(binary)}`;
}
