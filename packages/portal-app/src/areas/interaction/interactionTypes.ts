// The types of a website interaction (openapi InteractionType), read alike by the list's loader, its
// filter and the form to ask a question.
import type { Schemas } from '@credit-portal/api-client';

export type InteractionType = Schemas['InteractionType'];

/** 互动类型, in the contract's order. */
export const INTERACTION_TYPES: readonly InteractionType[] = ['咨询', '建议', '投诉'];
export const isInteractionType = (value: string): value is InteractionType => (INTERACTION_TYPES as readonly string[]).includes(value);
