// Public files: the blank forms the portal links to (templates anyone logged in may download).
// They are generated as small valid PDFs so that the seed needs no binary files in the repository.
import { CITY } from '../../seed/city.js';

export interface PublicTemplate {
  id: string;
  name: string;
  /** The form's heading, in the PDF (ASCII: the built-in PDF fonts have no Chinese glyphs). */
  heading: string;
  lines: readonly string[];
}

export const PUBLIC_TEMPLATES: readonly PublicTemplate[] = [
  {
    id: 'tpl-credit-repair-application',
    name: '信用修复申请书（样表）.pdf',
    heading: `Xinyong Xiufu Shenqingshu (Credit Repair Application) - ${CITY.pinyin}`,
    lines: ['Applicant name:', 'Unified social credit code:', 'Record to be repaired (decision number):', 'Corrective actions taken:', 'Signature and seal:            Date:'],
  },
  {
    id: 'tpl-credit-commitment',
    name: '信用承诺书（模板）.pdf',
    heading: `Xinyong Chengnuoshu (Credit Commitment) - ${CITY.pinyin}`,
    lines: ['Committing party:', 'Unified social credit code:', 'Matter of commitment:', 'We undertake to keep this commitment and accept public supervision.', 'Signature and seal:            Date:'],
  },
  {
    id: 'tpl-objection-application',
    name: '信用信息异议申请表（样表）.pdf',
    heading: `Xinyong Xinxi Yiyi Shenqingbiao (Credit Information Objection Form) - ${CITY.pinyin}`,
    lines: ['Applicant:', 'Certificate type and number:', 'Information objected to:', 'Reason and evidence:', 'Signature:            Date:'],
  },
  {
    id: 'tpl-points-declaration',
    name: '信用积分申报材料清单.pdf',
    heading: `Xinyong Jifen Shenbao Cailiao Qingdan (Credit Points Declaration Checklist) - ${CITY.pinyin}`,
    lines: ['1. Declaration form signed by the legal representative', '2. Copy of the business licence', '3. Proof of honours or public-welfare activities', '4. Other supporting materials'],
  },
];

const pdfText = (text: string): string => text.replace(/[\\()]/g, (ch) => `\\${ch}`);

/** A one-page PDF 1.4 with correct cross-reference offsets. */
export function renderTemplatePdf(template: PublicTemplate): Buffer {
  const content = [
    'BT /F1 14 Tf 56 780 Td',
    `(${pdfText(template.heading)}) Tj`,
    '/F1 11 Tf',
    ...template.lines.map((line) => `0 -36 Td (${pdfText(line)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
