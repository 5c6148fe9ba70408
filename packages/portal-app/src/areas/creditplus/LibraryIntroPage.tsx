import { READER_COLUMNS } from './columns';
import { SceneIntro } from './SceneIntro';
import { countOf, loadReaders, sceneOf, type Reader } from './scenes';

const STEPS = [
  '登录“信用莆田”查询本人信用分，信用分达到650分即可申请。',
  '持本人身份证到全市任一公共图书馆办理信用借阅证，免交借阅押金。',
  '凭借阅证借阅图书，按期归还；逾期未还的记入个人信用记录。',
];

async function load(signal: AbortSignal) {
  const [latest, total] = await Promise.all([loadReaders({ pageNo: 1, pageSize: 5 }, signal), countOf(loadReaders({ pageNo: 1, pageSize: 1 }, signal))]);
  return { figures: [{ label: '免押读者（位）', value: total }], latest: latest.records };
}

/** /credit-plus-lib: 信用+图书馆. */
export function Component() {
  return <SceneIntro<Reader> scene={sceneOf('lib')} steps={STEPS} load={load} columns={READER_COLUMNS} />;
}
Component.displayName = 'LibraryIntroPage';
