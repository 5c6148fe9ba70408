// Seeded article attachments are small real PDF files, so that a visitor who downloads one gets a
// document, not an error. Written by hand with the PDF's predefined Chinese font (STSong-Light with
// the UniGB-UCS2-H encoding, ISO 32000-1 §9.7.5.2; CIDs 1–95 are Adobe-GB1's half-width ASCII):
// readers supply the font, so nothing is embedded and seeding hundreds of them stays fast.

const utf16Hex = (text: string): string =>
  [...text].map((ch) => (ch.codePointAt(0) as number) <= 0xffff ? (ch.codePointAt(0) as number).toString(16).padStart(4, '0') : '').join('');

/** An A4 PDF with a title and lines of text. */
export function attachmentPdf(title: string, lines: readonly string[]): Buffer {
  const text = [
    'BT /F1 16 Tf 56 780 Td',
    `<${utf16Hex(title)}> Tj`,
    '/F1 11 Tf 0 -36 Td 16 TL',
    ...lines.map((line) => `<${utf16Hex(line)}> Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [5 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /DW 1000 /W [1 95 500] /FontDescriptor 7 0 R >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
