// The CMS content beyond the foundation's articles: the site's columns, link lists, member units, sidebars,
// repair guides, attachments and the journal covers, from the feature's own random streams.
import { CITY, hasSubsite } from '../../seed/city.js';
import type { Database } from 'better-sqlite3';
import { drawBanner } from '../../seed/banners.js';
import { formatCst } from '../../kernel/time.js';
import type { SeedContext } from '../../kernel/feature.js';
import { attachmentPdf } from './attachment-pdf.js';
import { ARTICLE_PHOTOS, EXTRA_CLASSIFICATIONS, SIDEBARS, draftExtraArticles, foundationAttachments, memberSeeds } from './content.js';
import { REPAIR_GUIDE_ARTICLES, REPAIR_GUIDE_CLASSIFICATIONS, repairGuideContent, repairGuideReleasedAt } from './repair-guides.js';
import { SITE_COLUMNS, draftSiteColumnArticles } from './site-columns.js';
import { escapeHtml } from '../../kernel/html.js';

const FONT = "'Noto Sans CJK SC','Source Han Sans SC','Microsoft YaHei','PingFang SC',sans-serif";

/** A member unit's logo: a round seal with the unit's two key characters, as SVG. */
function drawSeal(name: string, hue: number): string {
  const key = name.replace(/^市|^中国|^国家/, '').slice(0, 2);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" role="img"><title>${escapeHtml(name)}</title>` +
    `<circle cx="60" cy="60" r="56" fill="hsl(${hue},70%,40%)"/><circle cx="60" cy="60" r="48" fill="none" stroke="#ffffff" stroke-width="2"/>` +
    `<text x="60" y="72" font-family="${FONT}" font-size="32" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeHtml(key)}</text></svg>`
  );
}

/** The journal's cover (portrait, A-series proportions). */
function drawCover(): string {
  return drawBanner({ width: 420, height: 594, lines: CITY.journal.coverLines, subtitle: '市社会信用体系建设领导小组办公室 主办', colors: ['#e22323', '#8a1016'], seal: '信' }, 'journal-cover');
}

export function seedCms(db: Database, context: SeedContext): void {
  const random = context.random('cms');
  const created = formatCst(context.asOf);
  const insertPicture = db.prepare('INSERT INTO picture (id, content_type, body, created_at) VALUES (?, ?, ?, ?)');
  const svg = (id: string, body: string) => insertPicture.run(id, 'image/svg+xml', Buffer.from(body, 'utf8'), created);

  for (const [id, caption] of ARTICLE_PHOTOS) {
    svg(id, drawBanner({ width: 640, height: 360, lines: [caption], subtitle: `${CITY.name}社会信用体系建设`, colors: ['#c92a2a', '#7d0d12'], seal: caption.replace(/[“”]/g, '').slice(0, 1) }, id));
  }
  svg('journal-cover', drawCover());

  const insertClassification = db.prepare('INSERT INTO article_classification (id, parent_id, name, sort) VALUES (?, ?, ?, ?)');
  for (const c of EXTRA_CLASSIFICATIONS) insertClassification.run(c.id, c.parentId, c.name, c.sort);
  for (const c of REPAIR_GUIDE_CLASSIFICATIONS) insertClassification.run(c.id, null, c.name, c.sort);
  for (const c of SITE_COLUMNS) insertClassification.run(c.id, c.parentId, c.name, c.sort);

  const insertAttachment = db.prepare('INSERT INTO article_attachment (id, article_id, name, size, sort) VALUES (?, ?, ?, ?, ?)');
  // The files feature's store, when this build has it: attachments are then downloadable public files.
  const fileStore = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'file_object'").get()
    ? db.prepare(
        `INSERT INTO file_object (id, owner_id, name, size, content_type, body, public, created_at)
         VALUES (?, NULL, ?, ?, 'application/pdf', ?, 1, ?)`,
      )
    : undefined;
  const attach = (article: { id: number; title: string; source: string; releaseTime: string; summary: string }, names: readonly string[]) =>
    names.forEach((name, i) => {
      const id = `attachment-${article.id}-${i + 1}`;
      const lines = [`标题：${article.title}`, `发布单位：${article.source}`, `发布时间：${article.releaseTime}`, ''];
      for (let at = 0; at < article.summary.length; at += 38) lines.push(article.summary.slice(at, at + 38));
      const pdf = attachmentPdf(name.replace(/\.pdf$/, ''), lines);
      insertAttachment.run(id, article.id, name, pdf.length, i + 1);
      fileStore?.run(id, name, pdf.length, pdf, article.releaseTime);
    });

  // Policies, notices and publicity of the foundation carry their documents as attachments.
  const foundation = db
    .prepare(
      `SELECT id, classification_id AS classificationId, title, source, release_time AS releaseTime, summary
       FROM article WHERE classification_id IN ('2', '3', '4') ORDER BY id`,
    )
    .all() as { id: number; classificationId: string; title: string; source: string; releaseTime: string; summary: string }[];
  for (const article of foundation) attach(article, foundationAttachments(random, article.classificationId, article.title));

  const { maxId } = db.prepare('SELECT coalesce(max(id), 0) AS maxId FROM article').get() as { maxId: number };
  const insertArticle = db.prepare(
    `INSERT INTO article (id, classification_id, title, summary, body, source, release_time, published) VALUES (?, ?, ?, ?, ?, ?, ?, 1)`,
  );
  draftExtraArticles(random, context.asOf).forEach((a, index) => {
    const id = maxId + index + 1;
    const releaseTime = formatCst(a.releasedAt);
    insertArticle.run(id, a.classificationId, a.title, a.summary, a.body, a.source, releaseTime);
    attach({ id, title: a.title, source: a.source, releaseTime, summary: a.summary }, a.attachments);
  });
  // The credit-repair guide (repair-guides.ts): fixed articles after all others, so no other id moves.
  const { guideFrom } = db.prepare('SELECT coalesce(max(id), 0) AS guideFrom FROM article').get() as { guideFrom: number };
  REPAIR_GUIDE_ARTICLES.forEach((a, index) => {
    const { body, summary } = repairGuideContent(a);
    insertArticle.run(guideFrom + index + 1, a.classificationId, a.title, summary, body, a.source, formatCst(repairGuideReleasedAt(context.asOf, a.daysAgo)));
  });
  // The footer's single pages and the remaining list columns: their own stream, ids after all the others.
  const { lastId } = db.prepare('SELECT coalesce(max(id), 0) AS lastId FROM article').get() as { lastId: number };
  draftSiteColumnArticles(context.random('cms-site-columns'), context.asOf).forEach((a, index) => {
    const id = lastId + index + 1;
    const releaseTime = formatCst(a.releasedAt);
    insertArticle.run(id, a.classificationId, a.title, a.summary, a.body, a.source, releaseTime);
    attach({ id, title: a.title, source: a.source, releaseTime, summary: a.summary }, a.attachments);
  });

  const insertMember = db.prepare('INSERT INTO member_link (id, type, group_name, name, url, picture_id, sort) VALUES (?, ?, ?, ?, ?, ?, ?)');
  memberSeeds().forEach((m, i) => {
    // Prefixed: the lists feature draws its own member-unit logos (memberunit/list).
    const pictureId = `cms-${m.id}`;
    svg(pictureId, drawSeal(m.name, (i * 37) % 360));
    insertMember.run(m.id, m.type, m.groupName, m.name, m.url, pictureId, m.sort);
  });

  const insertType = db.prepare('INSERT INTO sidebar_type (id, parent_id, name, code, kind, sort) VALUES (?, ?, ?, ?, ?, ?)');
  const insertItem = db.prepare('INSERT INTO sidebar_item (id, type_id, title, picture_id, url, sort) VALUES (?, ?, ?, ?, ?, ?)');
  let picture = 0;
  for (const type of SIDEBARS) {
    insertType.run(type.id, type.parentId, type.name, type.code, type.kind, type.sort);
    type.entries.filter(([, , subsite]) => !subsite || hasSubsite(subsite)).forEach(([title, url], i) => {
      if (type.kind === 'picture') {
        const id = `sidebar-picture-${++picture}`;
        const lines = title.split(' ');
        svg(id, drawBanner({ width: 230, height: 90, lines: [lines.join('')], subtitle: lines.length > 1 ? '点击进入' : '专题专栏', colors: picture % 2 ? ['#e22323', '#a80f16'] : ['#d9480f', '#a61e1e'], seal: title.slice(0, 1) }, id));
        insertItem.run(id, type.id, title, id, url, i + 1);
      } else {
        insertItem.run(`${type.id}-${i + 1}`, type.id, title, null, url, i + 1);
      }
    });
  }
}
