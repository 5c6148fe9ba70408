import { useLoaderData } from 'react-router';
import { READER_COLUMNS } from './columns';
import type { libraryIntroLoader } from './loaders';
import { SceneIntro } from './SceneIntro';
import { sceneOf, type Reader } from './scenes';
import { site } from '../../config/site';

const STEPS = [
  `登录“${site.portalName}”查询本人信用分，信用分达到650分即可申请。`,
  '持本人身份证到全市任一公共图书馆办理信用借阅证，免交借阅押金。',
  '凭借阅证借阅图书，按期归还；逾期未还的记入个人信用记录。',
];

/** /credit-plus-lib: 信用+图书馆, its figures and newest readers streamed in from the route's loader. */
export function Component() {
  const { facts } = useLoaderData<typeof libraryIntroLoader>();
  return <SceneIntro<Reader> scene={sceneOf('lib')} steps={STEPS} facts={facts} columns={READER_COLUMNS} />;
}
Component.displayName = 'LibraryIntroPage';
