import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionFunctionArgs } from 'react-router';
import { answered } from '../../testing/loaders';
import type { SubmissionAnswer } from '../../submission/action';
import { refusalStatus } from '../../submission/refusal';
import { action as batchPageAction } from './routes/repair-program-batch-cancel';
import { action as cancelPageAction } from './routes/repair-program-single-cancel';

// 撤销公示 and 批量撤销 sent without the page's script: multipart POSTs to their routes' actions, against a
// fake back end through the program's own client (#program).
const stored = { id: 'Jq3mV8pL0aZr5tYwk3J9xA', name: '信用修复申请书.pdf', size: 9 };
const batch = { batchNo: 'PLCX202611200001', fileName: '撤销清单.csv', status: '待确认', rows: [], createTime: '2026-11-20 09:00:00', foundCount: 2 };
const cancellation = { id: '31', subjectName: '信达纺织有限公司', documentNo: '罚〔2026〕1号', cancelTime: '2026-11-20 09:00:00' };
const POST = vi.fn((path: string, _init?: unknown) =>
  Promise.resolve(answered(path === '/repairprogram/attachment/upload' ? stored : path === '/repairprogram/batch/check' ? batch : path.endsWith('/confirm') ? { ...batch, status: '已完成' } : cancellation)),
);
vi.mock('#program', () => ({
  program: { tokenStore: { get: () => ({ token_type: 'Bearer', access_token: 'operator-token' }), clear: () => undefined }, api: { POST: (path: string, init?: unknown) => POST(path, init) } },
}));

/** A form posted to `address` as the browser sends it without script (multipart, its files as chosen). */
function posted(address: string, fields: Record<string, string>, files: [string, File][] = []): ActionFunctionArgs {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [name, file] of files) body.append(name, file);
  return { request: new Request(`http://portal.test${address}`, { method: 'POST', body }), params: {}, context: {} } as ActionFunctionArgs;
}

const pdf = (name = '信用修复申请书.pdf', size = 9) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const csv = (name = '撤销清单.csv', size = 64) => new File([new Uint8Array(size)], name, { type: 'text/csv' });

/** The action's answer: its status and the data the page gets, or the Response of a redirect. */
async function acted<T>(result: Promise<unknown>): Promise<{ status: number; data: T }> {
  const answer = (await result) as { data: T; init: { status?: number } | null };
  return { status: answer.init?.status ?? 200, data: answer.data };
}

const CANCEL = '/repair-program-single-cancel?kind=penalty&id=1024';
const good = { basis: '履行处罚决定并作出信用承诺', reason: '当事人已缴清罚款并提交信用承诺书' };
const submission = async (result: Promise<unknown>) => (await acted<{ submission: SubmissionAnswer<typeof cancellation> }>(result)).data.submission;

beforeEach(() => {
  POST.mockClear();
});

describe('撤销公示 without the page’s script', () => {
  it('stores the attachment sent with it, then cancels the record with its id, and the page gets the cancellation', async () => {
    const answer = await submission(cancelPageAction(posted(CANCEL, good, [['files', pdf()]])));
    expect(answer.receipt).toEqual(cancellation);
    expect(POST.mock.calls.map(([path]) => path)).toEqual(['/repairprogram/attachment/upload', '/repairprogram/records/{kind}/{id}/cancel']);
    expect(POST).toHaveBeenLastCalledWith('/repairprogram/records/{kind}/{id}/cancel', {
      params: { path: { kind: 'penalty', id: '1024' } },
      body: { basis: good.basis, reason: good.reason, fileIds: [stored.id] },
    });
  });

  it('refuses a reason too short beside its field, keeping what was typed and the file stored (listed, not chosen again)', async () => {
    const answer = await submission(cancelPageAction(posted(CANCEL, { ...good, reason: '已缴清' }, [['files', pdf()]])));
    expect(answer.errors).toEqual({ reason: expect.stringContaining('撤销原因') });
    expect(answer.values).toEqual({ ...good, reason: '已缴清', files: [stored] });
    expect(POST.mock.calls.map(([path]) => path)).toEqual(['/repairprogram/attachment/upload']);
  });

  it('refuses a file of another type or over 10 MB beside the file field before storing it, asking for it again', async () => {
    for (const file of [new File(['x'], 'run.exe', { type: 'application/octet-stream' }), pdf('扫描件.pdf', 10 * 1024 * 1024 + 1)]) {
      const answer = await submission(cancelPageAction(posted(CANCEL, good, [['files', file]])));
      expect(answer.errors?.files).toContain(file.name);
      expect(answer.values).toMatchObject(good);
    }
    expect(POST).not.toHaveBeenCalled();
  });

  it('stores none of more files than the form takes (5), and says so', async () => {
    const six = Array.from({ length: 6 }, (_, n): [string, File] => ['files', pdf(`材料${n}.pdf`)]);
    const answer = await submission(cancelPageAction(posted(CANCEL, good, six)));
    expect(answer.errors?.files).toBe('最多上传 5 个文件，请重新选择文件');
    expect(POST).not.toHaveBeenCalled();
  });

  it('keeps a file stored before (sent back by the form) without storing it again', async () => {
    const answer = await submission(cancelPageAction(posted(CANCEL, { ...good, files: JSON.stringify(stored) })));
    expect(answer.receipt).toEqual(cancellation);
    expect(POST.mock.calls.map(([path]) => path)).toEqual(['/repairprogram/records/{kind}/{id}/cancel']);
  });

  it('says why when the address names no record, and sends nothing', async () => {
    const { status, data } = await acted<{ submission: SubmissionAnswer<unknown> }>(cancelPageAction(posted('/repair-program-single-cancel', good, [['files', pdf()]])));
    expect(status).toBe(200);
    expect(data.submission.message).toBe('未指定要撤销公示的记录，请重新查询后操作');
    expect(POST).not.toHaveBeenCalled();
  });

  it('sends an operator whose session ended while storing a file to the login, which brings them back', async () => {
    POST.mockResolvedValueOnce(answered(null, 203, '登录已过期'));
    const thrown = await cancelPageAction(posted(CANCEL, good, [['files', pdf()]])).catch((error: unknown) => error);
    expect((thrown as Response).headers.get('Location')).toBe('/repair-program-login?redirect=%2Frepair-program-single-cancel%3Fkind%3Dpenalty%26id%3D1024&reason=expired');
  });
});

describe('批量撤销 without the page’s script', () => {
  const CHECK = '/repair-program-batch-cancel?intent=check';
  const CONFIRM = '/repair-program-batch-cancel?intent=confirm';
  const checked = (result: Promise<unknown>) => acted<{ batchCheck: { batch?: unknown; error?: string } }>(result);

  it('checks the spreadsheet sent with the form at the back end, and the page gets the batch', async () => {
    const { status, data } = await checked(batchPageAction(posted(CHECK, {}, [['file', csv()]])));
    expect(status).toBe(200);
    expect(data.batchCheck).toEqual({ batch });
    const [path, init] = POST.mock.calls[0] ?? [];
    expect(path).toBe('/repairprogram/batch/check');
    expect(((init as { body: FormData }).body.get('file') as File).name).toBe('撤销清单.csv');
  });

  it('refuses no file, two files, another type or over 10 MB beside the file field, sending nothing', async () => {
    const refusals: [[string, File][], string][] = [
      [[], '请选择填写好的 xlsx 或 csv 文件'],
      [[['file', csv()], ['file', csv('第二份.csv')]], '每次只能上传一个撤销清单，请重新选择文件'],
      [[['file', new File(['x'], '撤销清单.txt', { type: 'text/plain' })]], '“撤销清单.txt”不是 xlsx 或 csv 文件，请重新选择文件'],
      [[['file', csv('大清单.csv', 10 * 1024 * 1024 + 1)]], '“大清单.csv”超过10MB，请重新选择文件'],
    ];
    for (const [files, error] of refusals) {
      const { status, data } = await checked(batchPageAction(posted(CHECK, {}, files)));
      expect(data.batchCheck).toEqual({ error });
      expect(status).toBe(refusalStatus(422));
    }
    expect(POST).not.toHaveBeenCalled();
  });

  it('gives the back end’s refusal of the spreadsheet beside the file field, asking for it again', async () => {
    POST.mockResolvedValueOnce({ data: { code: 202, msg: '参数校验失败', errors: { file: '清单中没有数据行。' } }, response: new Response(null, { status: 200 }) } as never);
    const { data } = await checked(batchPageAction(posted(CHECK, {}, [['file', csv()]])));
    expect(data.batchCheck).toEqual({ error: '清单中没有数据行，请重新选择文件' });
  });

  it('refuses a confirmation without a reason beside its field, keeping the basis and the batch, and confirms nothing', async () => {
    const { data } = await acted<{ submission: SubmissionAnswer<unknown> }>(batchPageAction(posted(CONFIRM, { batchNo: batch.batchNo, basis: '最短公示期届满', reason: '' })));
    expect(data.submission.errors).toEqual({ reason: '请输入撤销原因' });
    expect(data.submission.values).toEqual({ batchNo: batch.batchNo, basis: '最短公示期届满', reason: '' });
    expect(POST).not.toHaveBeenCalled();
  });

  it('confirms the batch the form names, and the page gets its result', async () => {
    const { data } = await acted<{ submission: SubmissionAnswer<unknown> }>(batchPageAction(posted(CONFIRM, { batchNo: batch.batchNo, basis: '最短公示期届满', reason: ' 最短公示期已满，当事人已履行 ' })));
    expect(data.submission.receipt).toMatchObject({ batchNo: batch.batchNo, status: '已完成' });
    expect(POST).toHaveBeenCalledWith('/repairprogram/batch/{batchNo}/confirm', { params: { path: { batchNo: batch.batchNo } }, body: { basis: '最短公示期届满', reason: '最短公示期已满，当事人已履行' } });
  });
});
