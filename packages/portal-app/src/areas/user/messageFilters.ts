// The message centre's filters (spec §7 /message/info/page): in the address as readFlag and type, read
// alike by the user centre's loader and the panel.
import type { Schemas } from '@credit-portal/api-client';

type Message = Schemas['MessageInfo'];

export const READ_FILTERS = [
  { value: '0', label: '未读' },
  { value: '1', label: '已读' },
] as const;
export const TYPE_FILTERS = [
  { value: '1', label: '系统通知' },
  { value: '2', label: '办件提醒' },
  { value: '3', label: '信用提示' },
] as const;

/** The message list's own parameters: a change of one of them reloads it. */
export const MESSAGE_PARAMETERS = ['pageNo', 'pageSize', 'readFlag', 'type'] as const;

export const readFlagOf = (value: string | null): 0 | 1 | undefined => (value === '0' ? 0 : value === '1' ? 1 : undefined);
export const typeOf = (value: string | null): Message['type'] | undefined => (value === '1' || value === '2' || value === '3' ? value : undefined);
