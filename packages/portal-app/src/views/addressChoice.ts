// A choice a page keeps in its address (a grade, an industry), read by its loader and its page alike.

/** A choice kept in the address, when it is one of the values the operation documents. */
export function choiceOf<T extends string>(params: URLSearchParams, name: string, values: readonly T[]): T | undefined {
  const value = params.get(name) ?? '';
  return (values as readonly string[]).includes(value) ? (value as T) : undefined;
}
