import { READER_COLUMNS } from './columns';
import { SceneList } from './SceneList';
import { loadReaders, sceneOf, type Reader } from './scenes';

/** /credit-plus-lib-main: the readers of 信用+图书馆; the keyword matches a card number, never a name. */
export function Component() {
  return (
    <SceneList<Reader>
      scene={sceneOf('lib')}
      keywordHint="借阅证号"
      load={(paging, _params, signal) => loadReaders(paging, signal)}
      columns={READER_COLUMNS}
    />
  );
}
Component.displayName = 'ReaderListPage';
