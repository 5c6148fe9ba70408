// 批量撤销公示's two forms and their route actions. 上传并检查 sends the spreadsheet to the back end's check
// (from the browser as the operator sends it with the page's script; as a multipart POST to the route's
// action without it); 确认批量撤销 confirms the batch checked (the submission kit's clientAction with the
// page's script, its action without). Each form names itself in the address it posts to (its intent).
import { data, type ActionFunctionArgs } from 'react-router';
import { catalogueMessage, isPortalError, RepairConfirmFormRules, unwrap, type Schemas } from '@credit-portal/api-client';
import { isAccepted } from '@credit-portal/ui';
import { program } from '#program';
import { formClientActions, submissionClientAction } from '../../submission/clientAction';
import { refusal } from '../../submission/refusal';
import type { SubmissionForm } from '../../submission/useSubmission';
import { loginOnExpiry } from './program';
import { checkBatch } from './upload';

type Batch = Schemas['RepairBatch'];

/** The two forms' names among the page's forms (their actions' intents). */
export const CHECK = 'check';
export const CONFIRM = 'confirm';

/**
 * The spreadsheet the check takes (checkRepairProgramBatch): one .xlsx or .csv (what the page's file
 * chooser offers), at most the back end's upload size.
 */
export const BATCH_FILE = {
  accept: ['.xlsx', '.csv'],
  maxSize: 10 * 1024 * 1024,
} as const;

/**
 * The spreadsheet's check, the same in the page (the file chosen) and in the action (the files posted):
 * one file, of its types, not too large; null when it passes. The browser keeps no file of a form that
 * comes back: each refusal asks for the file again.
 */
export function checkBatchFile(files: readonly File[]): string | null {
  const [file, ...more] = files;
  if (!file) return '请选择填写好的 xlsx 或 csv 文件';
  if (more.length > 0) return '每次只能上传一个撤销清单，请重新选择文件';
  if (!isAccepted(file, BATCH_FILE.accept)) return `“${file.name}”不是 xlsx 或 csv 文件，请重新选择文件`;
  if (file.size > BATCH_FILE.maxSize) return `“${file.name}”超过10MB，请重新选择文件`;
  return null;
}

/** What the check's action gives the page: the batch checked, or why not (beside the file's field). */
export interface BatchCheckAnswer {
  batch?: Batch;
  error?: string;
}

/** Why the back end refused the spreadsheet or the check failed, in the file field's words. */
function checkFailure(error: unknown): { error: string; status: number } {
  if (!isPortalError(error)) return { error: `${catalogueMessage('server')}，请重新选择文件`, status: 503 };
  const said = (error.fieldErrors.file ?? error.message).replace(/[。.]$/, '');
  return { error: `${said}，请重新选择文件`, status: error.fieldErrors.file ? 422 : 503 };
}

/**
 * 上传并检查 sent without the page's script: the `file` posted, checked as the page checks it, then sent
 * to the back end's check. An ended session goes to the login, which brings the operator back.
 */
export async function batchCheckAction({ request }: ActionFunctionArgs) {
  const refuse = (error: string, status: number) => refusal({ batchCheck: { error } satisfies BatchCheckAnswer }, status);
  let posted: FormData;
  try {
    posted = await request.formData();
  } catch {
    return refuse('提交的内容无法读取，请重新选择文件后上传', 400);
  }
  // A file input with no file chosen sends an empty entry without a name.
  const files = posted.getAll('file').filter((entry): entry is File => typeof entry !== 'string' && (entry.size > 0 || entry.name !== ''));
  const refused = checkBatchFile(files);
  if (refused !== null) return refuse(refused, 422);
  try {
    return data({ batchCheck: { batch: await checkBatch(files[0] as File) } satisfies BatchCheckAnswer });
  } catch (error) {
    const login = loginOnExpiry(error, new URL(request.url));
    if (login instanceof Response) return login;
    const failure = checkFailure(error);
    return refuse(failure.error, failure.status);
  }
}

export interface ConfirmValues {
  basis: string;
  reason: string;
  /** The batch checked before (not a field the operator edits: the batch the form confirms). */
  batchNo: string;
}

/** 确认批量撤销's fields and checks, as the page shows them. */
export const CONFIRM_FIELDS = {
  rules: RepairConfirmFormRules,
  fields: { basis: { label: '修复依据' }, reason: { label: '撤销原因' } },
} satisfies Omit<SubmissionForm<ConfirmValues, Batch>, 'send' | 'blank'>;

/**
 * 确认批量撤销: the batch named by the form; `request`'s address is where the login brings the operator back.
 * The route makes its server action from it (a module the browser loads holds no server action).
 */
export const confirmForm = async ({ request }: { request: Request }): Promise<SubmissionForm<ConfirmValues, Batch>> => ({
  ...CONFIRM_FIELDS,
  blank: { basis: '', reason: '', batchNo: '' },
  validators: { batchNo: (value) => /^[\w-]{1,40}$/.test(value) || '未找到要确认的批次，请重新上传' },
  send: async (values) => {
    try {
      return await unwrap(
        program.api.POST('/repairprogram/batch/{batchNo}/confirm', {
          params: { path: { batchNo: values.batchNo } },
          body: { basis: values.basis as Schemas['RepairCancelBasis'], reason: values.reason.trim() },
        }),
      );
    } catch (error) {
      throw loginOnExpiry(error, new URL(request.url));
    }
  },
});

/** The route's clientAction: 确认批量撤销 sent with the page's script (the check is the page's own call). */
export const batchPageClientAction = formClientActions({ [CONFIRM]: submissionClientAction(confirmForm) });
