import { LINKAGE_COLUMNS } from './columns';
import { SceneList } from './SceneList';
import { MEASURE_TYPES, choiceOf, loadLinkages, sceneOf, type Linkage } from './scenes';

const SELECTS = [{ name: 'measureType', label: '措施类别', options: MEASURE_TYPES.map((value) => ({ value, label: value })) }];

/** /credit-plus-el-main: the linkage supervision records of 信用+. */
export function Component() {
  return (
    <SceneList<Linkage>
      scene={sceneOf('el')}
      keywordHint="企业名称或统一社会信用代码"
      selects={SELECTS}
      load={(paging, params, signal) => loadLinkages({ ...paging, measureType: choiceOf(params, 'measureType', MEASURE_TYPES) }, signal)}
      columns={LINKAGE_COLUMNS}
    />
  );
}
Component.displayName = 'LinkageListPage';
