// The dictionary operation: the choices of one dictionary, in display order.
import type { DataOf, Handler, Handlers } from '../../kernel/handler.js';
import { ok } from '../../kernel/reply.js';

export const getDataDictionaryListByParentCode: Handler<'getDataDictionaryListByParentCode'> = ({ query }, { db }) =>
  ok(
    db
      .prepare(
        `SELECT dict_code AS dictCode, dict_label AS dictLabel, dict_value AS dictValue, parent_code AS parentCode, sort
           FROM data_dictionary WHERE parent_code = ? ORDER BY sort, dict_code`,
      )
      .all(query.parentCode) as DataOf<'getDataDictionaryListByParentCode'>,
  );

export const handlers: Handlers = { getDataDictionaryListByParentCode };
