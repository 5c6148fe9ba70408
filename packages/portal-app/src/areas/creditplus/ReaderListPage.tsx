import { useLoaderData } from 'react-router';
import { READER_COLUMNS } from './columns';
import type { readersLoader } from './loaders';
import { SceneList } from './SceneList';
import { sceneOf, type Reader } from './scenes';

/** /credit-plus-lib-main: the readers of 信用+图书馆 the route's loader read; the keyword matches a card number, never a name. */
export function Component() {
  const page = useLoaderData<typeof readersLoader>();
  return <SceneList<Reader> scene={sceneOf('lib')} keywordHint="借阅证号" page={page} columns={READER_COLUMNS} />;
}
Component.displayName = 'ReaderListPage';
