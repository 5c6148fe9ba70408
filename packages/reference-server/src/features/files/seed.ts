// The public templates (spec §7 template downloads), rendered as PDFs into the file store.
import type { Database } from 'better-sqlite3';
import type { SeedContext } from '../../kernel/feature.js';
import { formatCst } from '../../kernel/time.js';
import { PUBLIC_TEMPLATES, renderTemplatePdf } from './templates.js';

export function seedFiles(db: Database, context: SeedContext): void {
  const insert = db.prepare(
    'INSERT INTO file_object (id, owner_id, name, size, content_type, body, public, created_at) VALUES (?, NULL, ?, ?, ?, ?, 1, ?)',
  );
  for (const template of PUBLIC_TEMPLATES) {
    const pdf = renderTemplatePdf(template);
    insert.run(template.id, template.name, pdf.length, 'application/pdf', pdf, formatCst(context.asOf));
  }
}
