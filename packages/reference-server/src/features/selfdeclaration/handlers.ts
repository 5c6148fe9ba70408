// The self-declarations' publicity: published declarations, paged and one by one.
import { fail, ok } from '../../kernel/reply.js';
import type { Handler, Handlers, Schema } from '../../kernel/handler.js';
import { formatCst } from '../../kernel/time.js';
import { Filter } from '../../kernel/sql.js';
import { pageOf } from '../../kernel/paging.js';

const KIND = 'selfDeclaration';

interface Row {
  id: number;
  trackingNo: string;
  enterpriseName: string;
  creditCode: string;
  publishTime: string;
  handleUnit: string | null;
  payload: string;
}

/** The declaration as it was submitted (addIndependentDeclaration), kept in the submission's payload. */
type Payload = Schema<'SelfDeclarationForm'>;

const SELECT = `s.id, s.tracking_no AS trackingNo, s.subject_name AS enterpriseName, s.subject_code AS creditCode,
  s.finish_time AS publishTime, s.handle_unit AS handleUnit, s.payload`;

/** Published: reviewed, and its 有效期止 (in the payload) not before today, China Standard Time. */
function published(now: number): Filter {
  return new Filter()
    .add('s.kind = ?', KIND)
    .add("s.status = '已办结'")
    .add("json_extract(s.payload, '$.validTo') >= ?", formatCst(now).slice(0, 10));
}

function summary(row: Row) {
  const form = JSON.parse(row.payload) as Payload;
  return {
    id: String(row.id),
    trackingNo: row.trackingNo,
    enterpriseName: row.enterpriseName,
    creditCode: row.creditCode,
    title: form.title,
    scope: form.scope,
    validFrom: form.validFrom,
    validTo: form.validTo,
    publishTime: row.publishTime,
  };
}

const getSelfDeclarationPublicityPage: Handler<'getSelfDeclarationPublicityPage'> = ({ query }, { db, now }) => {
  const filter = published(now())
    .words(query.keyword, ['s.subject_name', 's.subject_code', 's.title'])
    .add("(? IS NULL OR json_extract(s.payload, '$.scope') = ?)", query.scope ?? null, query.scope ?? null);
  const page = pageOf<Row>(
    db,
    { select: SELECT, from: 'submission s', filter, orderBy: 's.finish_time DESC, s.id DESC' },
    { pageNo: query.pageNo, pageSize: query.pageSize },
  );
  return ok({ ...page, records: page.records.map(summary) });
};

const getSelfDeclarationPublicityDetail: Handler<'getSelfDeclarationPublicityDetail'> = ({ params }, { db, now }) => {
  const filter = published(now()).add('s.id = ?', Number(params.id));
  const row = db.prepare(`SELECT ${SELECT} FROM submission s ${filter.sql}`).get(...filter.args) as Row | undefined;
  if (!row) return fail(4040);
  const form = JSON.parse(row.payload) as Payload;
  return ok({ ...summary(row), content: form.content, handleUnit: row.handleUnit ?? '' });
};

export const handlers: Handlers = { getSelfDeclarationPublicityPage, getSelfDeclarationPublicityDetail };
