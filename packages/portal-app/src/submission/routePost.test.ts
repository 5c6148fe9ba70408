// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, data, RouterProvider, type ActionFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useRoutePost, type Posted } from './routePost';

// The post of a form's values to its route's action, in a router as the page has it: what the form gets
// back is the answer to its own post, or nothing (null) when the answer is another's.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Answer = (body: { values: { text: string }; nonce: string }) => Response | Posted<string> | Promise<Response | Posted<string>>;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

/** A page whose route's action answers each post with `answer`; gives back the page's post. */
async function pageWith(answer: Answer, intent?: string) {
  const poster: { post?: (body: object) => Promise<string | null> } = {};
  const seen: string[] = [];
  function Page() {
    poster.post = useRoutePost<string>(intent);
    return null;
  }
  const action = async ({ request }: ActionFunctionArgs) => {
    seen.push(new URL(request.url).search);
    return answer((await request.json()) as { values: { text: string }; nonce: string });
  };
  const router = createMemoryRouter([{ path: '/form', Component: Page, action }], { initialEntries: ['/form?id=7'] });
  const container = document.createElement('div');
  await act(async () => {
    root = createRoot(container);
    root.render(createElement(RouterProvider, { router }));
  });
  const post = (text: string) => {
    let settled!: Promise<string | null>;
    act(() => {
      settled = (poster.post as (body: object) => Promise<string | null>)({ values: { text } });
    });
    return settled;
  };
  return { post, seen };
}

/** Waits until `promise` settles, letting the router and React work meanwhile (a turn at a time). */
async function settle<T>(promise: Promise<T>): Promise<T> {
  let result: { value: T } | null = null;
  void promise.then((value) => (result = { value }));
  for (let turn = 0; turn < 50 && result === null; turn += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  }
  if (result === null) throw new Error('The post was never settled.');
  return (result as { value: T }).value;
}

describe('a form’s post to its route’s action', () => {
  it('gets the answer to its own post, a refusal’s status included', async () => {
    const { post } = await pageWith(({ values, nonce }) => (values.text === '' ? data({ answer: '请输入内容', nonce }, { status: 422 }) : { answer: `收到：${values.text}`, nonce }) as Posted<string>);
    expect(await settle(post('你好'))).toBe('收到：你好');
    expect(await settle(post(''))).toBe('请输入内容');
  });

  it('takes no answer that is not its post’s: the form is told it was not sent', async () => {
    const { post } = await pageWith(({ values }) => ({ answer: `收到：${values.text}`, nonce: 'another-post' }));
    expect(await settle(post('你好'))).toBeNull();
  });

  it('gives up a post that a second one interrupts, and gets the second one’s answer', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { post } = await pageWith(async ({ values, nonce }) => {
      if (values.text === '第一次') await held;
      return { answer: `收到：${values.text}`, nonce };
    });
    const first = post('第一次');
    const second = post('第二次');
    expect(await settle(first)).toBeNull();
    release();
    expect(await settle(second)).toBe('收到：第二次');
  });

  it('posts a named form to its page with its intent and the address’s own query', async () => {
    const { post, seen } = await pageWith(({ nonce }) => ({ answer: '好', nonce }), 'share');
    expect(await settle(post('x'))).toBe('好');
    expect(seen).toEqual(['?id=7&intent=share']);
  });
});
