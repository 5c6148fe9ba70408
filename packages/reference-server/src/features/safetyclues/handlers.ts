// The safety lists' operations: each list newest first, and the check whether a name or code is on one.
import { ok } from '../../kernel/reply.js';
import type { Handler, Handlers, OperationId, Schema } from '../../kernel/handler.js';
import { Filter } from '../../kernel/sql.js';
import { pageOf } from '../../kernel/paging.js';
import { type ListType, SAFETY_KINDS, type SafetyKind } from './kinds.js';

const COLUMNS = `CAST(id AS TEXT) AS id, name, credit_code AS creditCode, reason, organ, district, list_date AS listDate`;

/** The six lists (black and white per kind) answer the same page. */
type ListId = Extract<OperationId, `list${'Food' | 'Medicine' | 'Produce'}${'Black' | 'White'}List`>;

const listOf = (kind: SafetyKind, listType: ListType): Handler<ListId> => ({ query }, { db }) =>
  ok(
    pageOf<Schema<'SafetyListEntry'>>(
      db,
      {
        select: COLUMNS,
        from: 'safety_list',
        filter: new Filter().add('kind = ? AND list_type = ?', kind, listType).words(query.keyword, ['name', 'credit_code']),
        orderBy: 'list_date DESC, id DESC',
      },
      query,
    ),
  );

/**
 * Whether an enterprise is on the kind's black or white list, by its exact name or code: the check
 * confirms one subject's standing and is not a second search over the lists.
 */
const checkOf = (kind: SafetyKind): Handler<`check${'Food' | 'Medicine' | 'Produce'}SafetyList`> => ({ query }, { db }) => {
  const keyword = query.keyword.trim();
  const row = db
    .prepare(
      `SELECT ${COLUMNS}, list_type AS listType FROM safety_list WHERE kind = ? AND (name = ? OR credit_code = ?)
       ORDER BY list_type = 'black' DESC, list_date DESC LIMIT 1`,
    )
    .get(kind, keyword, keyword.toUpperCase()) as (Schema<'SafetyListEntry'> & { listType: ListType }) | undefined;
  const label = SAFETY_KINDS[kind].label;
  if (!row) return ok({ keyword, result: 'none' as const, message: `未列入${label}黑名单或白名单` });
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
