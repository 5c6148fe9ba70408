// The full address of a page of this site, for operations that want http(s) addresses (纠错, 异议).

/** A path of this site (/enterprise-detail?id=12) becomes its full address; the contract wants http(s). */
export const absoluteUrl = (value: string): string => {
  const text = value.trim();
  return text.startsWith('/') && !text.startsWith('//') ? `${window.location.origin}${text}` : text;
};
