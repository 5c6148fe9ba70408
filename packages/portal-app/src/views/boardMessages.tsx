// The messages of 公众留言 wherever they are listed: the board's pages and the user centre's 我的留言.
import type { Schemas } from '@credit-portal/api-client';
import { Badge } from '@credit-portal/ui';

export type BoardMessage = Schemas['BoardMessage'];

/** 待受理 / 受理中 / 已办结, the finished state set apart. */
export function StatusTag({ status }: { status: string }) {
  return <Badge tone={status === '已办结' ? 'soft' : 'neutral'}>{status}</Badge>;
}

/** A date-time of the back end (yyyy-MM-dd HH:mm:ss) as a <time>. */
export function When({ value, dateOnly = false }: { value: string; dateOnly?: boolean }) {
  return <time dateTime={value.replace(' ', 'T')}>{dateOnly ? value.slice(0, 10) : value}</time>;
}
