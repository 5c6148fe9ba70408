// The safety lists' operations: each list newest first, and the check whether a name or code is on one.
import { ok } from '../../kernel/reply.js';
import type { HandlerRequest, Handlers, OperationHandler } from '../../kernel/handler.js';
import { Filter } from '../../kernel/sql.js';
import { pageOf, type PageQuery } from '../../kernel/paging.js';
import { type ListType, SAFETY_KINDS, type SafetyKind } from './kinds.js';

const COLUMNS = `CAST(id AS TEXT) AS id, name, credit_code AS creditCode, reason, organ, district, list_date AS listDate`;

const listOf = (kind: SafetyKind, listType: ListType): OperationHandler => ({ query }, { db }) =>
  ok(
    pageOf(
      db,
      {
        select: COLUMNS,
        from: 'safety_list',
        filter: new Filter().add('kind = ? AND list_type = ?', kind, listType).words(query.keyword, ['name', 'credit_code']),
        orderBy: 'list_date DESC, id DESC',
      },
      query as unknown as PageQuery,
    ),
  );

/**
 * Whether an enterprise is on the kind's black or white list, by its exact name or code: the check
 * confirms one subject's standing and is not a second search over the lists.
 */
const checkOf = (kind: SafetyKind): OperationHandler => ({ query }: HandlerRequest, { db }) => {
  const keyword = String(query.keyword).trim();
  const row = db
    .prepare(
      `SELECT ${COLUMNS}, list_type AS listType FROM safety_list WHERE kind = ? AND (name = ? OR credit_code = ?)
       ORDER BY list_type = 'black' DESC, list_date DESC LIMIT 1`,
    )
    .get(kind, keyword, keyword.toUpperCase()) as ({ listType: ListType } & Record<string, unknown>) | undefined;
  const label = SAFETY_KINDS[kind].label;
  if (!row) return ok({ keyword, result: 'none', message: `未列入${label}黑名单或白名单` });
  const { listType, ...record } = row;
  return ok({ keyword, result: listType, message: `已列入${label}${listType === 'black' ? '黑名单' : '白名单'}`, record });
};

export const handlers: Handlers = {
  listFoodBlackList: listOf('food', 'black'),
  listFoodWhiteList: listOf('food', 'white'),
  checkFoodSafetyList: checkOf('food'),
  listMedicineBlackList: listOf('medicine', 'black'),
  listMedicineWhiteList: listOf('medicine', 'white'),
  checkMedicineSafetyList: checkOf('medicine'),
  listProduceBlackList: listOf('produce', 'black'),
  listProduceWhiteList: listOf('produce', 'white'),
  checkProduceSafetyList: checkOf('produce'),
};
