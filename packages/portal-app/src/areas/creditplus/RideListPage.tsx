import { RIDE_COLUMNS } from './columns';
import { SceneList } from './SceneList';
import { PARKING, choiceOf, loadRides, sceneOf, type Ride } from './scenes';

const SELECTS = [{ name: 'parking', label: '停放情况', options: PARKING.map((value) => ({ value, label: value })) }];

/** /credit-plus-bike-main: the deposit-free rides of 信用+共享单车. */
export function Component() {
  return (
    <SceneList<Ride>
      scene={sceneOf('bike')}
      keywordHint="起点、终点或车辆编号"
      selects={SELECTS}
      load={(paging, params, signal) => loadRides({ ...paging, parking: choiceOf(params, 'parking', PARKING) }, signal)}
      columns={RIDE_COLUMNS}
    />
  );
}
Component.displayName = 'RideListPage';
