import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PortalError,
  createMemoryTokenStore,
  createPortalClient,
  uploadForm,
  type PortalToken,
  type UploadProgress,
} from '../src/index.js';
import { rejection } from './rejection.js';
import { startServer, type TestServer } from './server.js';

const TOKEN: PortalToken = { token_type: 'Bearer', access_token: 'abc.def.ghi' };

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * Node has no XMLHttpRequest: this stand-in does what a browser's does for the parts the client uses,
 * sending through fetch to the real test server and reporting upload progress in two steps.
 */
class XhrStandIn {
  static sent = 0;
  status = 0;
  responseText = '';
  timeout = 0;
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private method = 'GET';
  private url = '';
  private headers = new Headers();
  private controller = new AbortController();
  private sending = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  abort() {
    // As in browsers: abort() before send() fires nothing.
    if (!this.sending) return;
    this.controller.abort();
    this.onabort?.();
  }
  send(body: FormData) {
    XhrStandIn.sent += 1;
    this.sending = true;
    const total = [...body.values()].reduce((sum, value) => sum + (value instanceof Blob ? value.size : 0), 0);
    this.upload.onprogress?.({ loaded: Math.floor(total / 2), total, lengthComputable: true });
    this.upload.onprogress?.({ loaded: total, total, lengthComputable: true });
    const timer =
      this.timeout > 0
        ? setTimeout(() => {
            this.controller.abort();
            this.ontimeout?.();
          }, this.timeout)
        : undefined;
    fetch(this.url, { method: this.method, headers: this.headers, body, signal: this.controller.signal })
      .then(async (response) => {
        clearTimeout(timer);
        this.status = response.status;
        this.responseText = await response.text();
        this.onload?.();
      })
      .catch(() => {
        if (!this.controller.signal.aborted) this.onerror?.();
      });
  }
}

interface EchoedUpload {
  method: string;
  url: string;
  authorization: string | null;
  upload: { field: string; name: string; type: string; size: number; text: string }[];
}

describe('the upload form', () => {
  it('has one part named file carrying the file and its name', async () => {
    const form = uploadForm(new File(['信用承诺书'], '承诺书.txt', { type: 'text/plain' }));
    expect([...form.keys()]).toEqual(['file']);
    const part = form.get('file') as File;
    expect(part.name).toBe('承诺书.txt');
    expect(part.type).toBe('text/plain');
    expect(await part.text()).toBe('信用承诺书');
  });

  it('names a bare Blob by the name it is given', () => {
    const form = uploadForm(new Blob(['%PDF-1.7']), 'report.pdf');
    expect((form.get('file') as File).name).toBe('report.pdf');
  });
});

describe('uploading a file with XMLHttpRequest (browsers)', () => {
  it('posts multipart to /filestorage/file/uploadFile with the token and reports progress', async () => {
    vi.stubGlobal('XMLHttpRequest', XhrStandIn);
    const portal = createPortalClient({ apiBase: `${server.origin}/echo`, tokenStore: createMemoryTokenStore(TOKEN) });
    const progress: UploadProgress[] = [];
    const data = (await portal.uploadFile(new File(['0123456789'], '证明材料.txt', { type: 'text/plain' }), {
      onProgress: (step) => progress.push(step),
    })) as unknown as EchoedUpload;
    expect(progress.map((step) => step.percent)).toEqual([50, 100]);
    expect(data.method).toBe('POST');
    expect(data.url).toBe('/echo/filestorage/file/uploadFile');
    expect(data.authorization).toBe('Bearer abc.def.ghi');
    expect(data.upload).toEqual([{ field: 'file', name: '证明材料.txt', type: 'text/plain', size: 10, text: '0123456789' }]);
  });

  it('clears the token and asks for a login on code 401', async () => {
    vi.stubGlobal('XMLHttpRequest', XhrStandIn);
    const onAuthRequired = vi.fn();
    const tokenStore = createMemoryTokenStore(TOKEN);
    const portal = createPortalClient({ apiBase: `${server.origin}/not-logged-in`, tokenStore, onAuthRequired });
    await expect(portal.uploadFile(new Blob(['x']), { fileName: 'a.txt' })).rejects.toMatchObject({
      kind: 'unauthenticated',
      message: '请先登录',
    });
    expect(tokenStore.get()).toBeNull();
    expect(onAuthRequired).toHaveBeenCalledTimes(1);
  });

  it('opens the verification window on HTTP 509', async () => {
    vi.stubGlobal('XMLHttpRequest', XhrStandIn);
    const onVerification = vi.fn();
    const portal = createPortalClient({ apiBase: `${server.origin}/guard`, onVerification });
    await expect(portal.uploadFile(new Blob(['x']))).rejects.toMatchObject({ kind: 'verification' });
    expect(onVerification).toHaveBeenCalledWith(`${server.origin}/guard/filestorage/file/uploadFile`);
  });

  it('says 网络异常，请稍后重试 when the connection drops', async () => {
    vi.stubGlobal('XMLHttpRequest', XhrStandIn);
    const portal = createPortalClient({ apiBase: `${server.origin}/drop` });
    const error = await rejection(portal.uploadFile(new Blob(['x'])));
    expect(error).toBeInstanceOf(PortalError);
    expect([error.kind, error.message]).toEqual(['network', '网络异常，请稍后重试']);
  });

  it('gives up after the timeout with the network message', async () => {
    vi.stubGlobal('XMLHttpRequest', XhrStandIn);
    const portal = createPortalClient({ apiBase: `${server.origin}/slow`, timeoutMs: 100 });
    const error = await rejection(portal.uploadFile(new Blob(['x'])));
    expect([error.kind, error.message]).toEqual(['timeout', '网络异常，请稍后重试']);
  });

  it('sends nothing when the caller has already cancelled', async () => {
    vi.stubGlobal('XMLHttpRequest', XhrStandIn);
    const sentBefore = XhrStandIn.sent;
    const portal = createPortalClient({ apiBase: `${server.origin}/echo` });
    const controller = new AbortController();
    controller.abort();
    await expect(portal.uploadFile(new Blob(['x']), { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(XhrStandIn.sent).toBe(sentBefore);
  });
});

describe('uploading a file without XMLHttpRequest (servers)', () => {
  it('posts the same multipart through the client’s fetch and reports completion', async () => {
    const portal = createPortalClient({ apiBase: `${server.origin}/echo`, tokenStore: createMemoryTokenStore(TOKEN) });
    const progress: UploadProgress[] = [];
    const data = (await portal.uploadFile(new File(['abc'], 'a.txt', { type: 'text/plain' }), {
      onProgress: (step) => progress.push(step),
    })) as unknown as EchoedUpload;
    expect(progress).toEqual([{ loaded: 3, total: 3, percent: 100 }]);
    expect(data.authorization).toBe('Bearer abc.def.ghi');
    expect(data.upload).toEqual([{ field: 'file', name: 'a.txt', type: 'text/plain', size: 3, text: 'abc' }]);
  });

  it('rejects with the catalogue’s error', async () => {
    const portal = createPortalClient({ apiBase: `${server.origin}/forbidden` });
    await expect(portal.uploadFile(new Blob(['x']))).rejects.toMatchObject({ kind: 'forbidden' });
  });
});

describe('download addresses (spec §6)', () => {
  it('carry the token as access_token', () => {
    const portal = createPortalClient({ apiBase: 'https://credit.example.gov.cn/prod-api/', tokenStore: createMemoryTokenStore(TOKEN) });
    expect(portal.downloadUrl('a/b 1')).toBe(
      'https://credit.example.gov.cn/prod-api/filestorage/file/downloadFile/a%2Fb%201?access_token=abc.def.ghi',
    );
  });

  it('stay relative under a relative base', () => {
    const portal = createPortalClient({ tokenStore: createMemoryTokenStore(TOKEN) });
    expect(portal.downloadUrl('42')).toBe('/api/filestorage/file/downloadFile/42?access_token=abc.def.ghi');
    expect(portal.withAccessToken('/api/cmpinternetportalfront/archives/search/downloadCreditReport?id=9#top')).toBe(
      '/api/cmpinternetportalfront/archives/search/downloadCreditReport?id=9&access_token=abc.def.ghi#top',
    );
  });

  it('carry no token when nobody is logged in', () => {
    const portal = createPortalClient();
    expect(portal.downloadUrl('42')).toBe('/api/filestorage/file/downloadFile/42');
  });

  it('never carry the token to another host', () => {
    const portal = createPortalClient({ apiBase: 'https://credit.example.gov.cn/prod-api', tokenStore: createMemoryTokenStore(TOKEN) });
    expect(portal.withAccessToken('https://evil.example.org/prod-api/x')).toBe('https://evil.example.org/prod-api/x');
    expect(portal.withAccessToken('//evil.example.org/prod-api/x')).toBe('//evil.example.org/prod-api/x');
  });
});
