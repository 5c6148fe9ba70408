import { inflateSync } from 'node:zlib';

/** An 8-bit RGB PNG as this back end writes it (filter 0 on every row): its size and its pixels. */
export function decodePng(file: Buffer) {
  const width = file.readUInt32BE(16);
  const height = file.readUInt32BE(20);
  const data: Buffer[] = [];
  for (let at = 8; at < file.length; ) {
    const length = file.readUInt32BE(at);
    if (file.toString('latin1', at + 4, at + 8) === 'IDAT') data.push(file.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const rows = inflateSync(Buffer.concat(data));
  const pixel = (x: number, y: number): [number, number, number] => {
    const i = y * (width * 3 + 1) + 1 + x * 3;
    return [rows[i] as number, rows[i + 1] as number, rows[i + 2] as number];
  };
  return { width, height, pixel, bytes: rows.length };
}
