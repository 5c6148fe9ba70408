import { useLoaderData } from 'react-router';
import { RIDE_COLUMNS } from './columns';
import type { ridesLoader } from './loaders';
import { SceneList } from './SceneList';
import { PARKING, sceneOf, type Ride } from './scenes';

const SELECTS = [{ name: 'parking', label: '停放情况', options: PARKING.map((value) => ({ value, label: value })) }];

/** /credit-plus-bike-main: the deposit-free rides of 信用+共享单车 the route's loader read. */
export function Component() {
  const page = useLoaderData<typeof ridesLoader>();
  return <SceneList<Ride> scene={sceneOf('bike')} keywordHint="起点、终点或车辆编号" selects={SELECTS} page={page} columns={RIDE_COLUMNS} />;
}
Component.displayName = 'RideListPage';
