// What the address of a 公众留言 page may say (a message's id, a type, a year), read alike by the
// routes' loaders and the pages.
import type { Schemas } from '@credit-portal/api-client';

export type MessageType = Schemas['MessageType'];

/** 留言类型 (openapi MessageType), in the contract's order. */
export const MESSAGE_TYPES: readonly MessageType[] = ['咨询', '建议', '投诉', '求助'];
export const isMessageType = (value: string | null): value is MessageType => MESSAGE_TYPES.includes(value as MessageType);

/** Message ids are digits (openapi: `^\d{1,10}$`); anything else names no message. */
export const isMessageId = (id: string): boolean => /^\d{1,10}$/.test(id);

/** The year in China Standard Time, the back end's calendar. */
const currentYear = () => Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Shanghai', year: 'numeric' }).format(new Date()));
/** The years 受理情况 offers: this one and the two before (the board keeps two years of messages). */
export const yearOptions = () => Array.from({ length: 3 }, (_, i) => String(currentYear() - i));

/** The year of 受理情况 the address asks for (`year`), if it is one on offer; '' for the back end's default, this year. */
export function chosenYear(params: URLSearchParams, years: readonly string[] = yearOptions()): string {
  const requested = params.get('year');
  return requested && years.includes(requested) ? requested : '';
}
