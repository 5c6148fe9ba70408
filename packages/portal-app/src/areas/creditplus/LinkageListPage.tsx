import { useLoaderData } from 'react-router';
import { LINKAGE_COLUMNS } from './columns';
import type { linkagesLoader } from './loaders';
import { SceneList } from './SceneList';
import { MEASURE_TYPES, sceneOf, type Linkage } from './scenes';

const SELECTS = [{ name: 'measureType', label: '措施类别', options: MEASURE_TYPES.map((value) => ({ value, label: value })) }];

/** /credit-plus-el-main: the linkage supervision records of 信用+ the route's loader read. */
export function Component() {
  const page = useLoaderData<typeof linkagesLoader>();
  return <SceneList<Linkage> scene={sceneOf('el')} keywordHint="企业名称或统一社会信用代码" selects={SELECTS} page={page} columns={LINKAGE_COLUMNS} />;
}
Component.displayName = 'LinkageListPage';
