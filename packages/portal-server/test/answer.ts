// An HTTP answer read for a test's assertions, shared by this package's tests and the reference back end's.

/** What a test reads of an answer; `json` is undefined for non-JSON answers. */
export interface TestAnswer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely; the contract test checks their shapes
  json: any;
  text: string;
}

/** GET (or another method) `pathAndQuery` on the server at `url`, and read the whole answer. */
export async function requestAnswer(url: string, pathAndQuery: string, init?: RequestInit): Promise<TestAnswer> {
  const response = await fetch(`${url}${pathAndQuery}`, init);
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  return { status: response.status, headers: response.headers, json: isJson && text !== '' ? JSON.parse(text) : undefined, text };
}
