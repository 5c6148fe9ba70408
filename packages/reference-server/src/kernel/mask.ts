// How public lists and boards show people: masked, so that a published record names no one whole.

/** A natural person's name as the public sees it: the surname and a star per further character (林**). */
export const maskName = (name: string): string => {
  const chars = [...name];
  return chars.length <= 1 ? name : `${chars[0]}${'*'.repeat(chars.length - 1)}`;
};
