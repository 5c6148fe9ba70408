import { useLoaderData } from 'react-router';
import { RIDE_COLUMNS } from './columns';
import type { bikeIntroLoader } from './loaders';
import { SceneIntro } from './SceneIntro';
import { sceneOf, type Ride } from './scenes';

const STEPS = [
  '信用分达到650分的市民，通过公共自行车服务平台实名认证后免交押金。',
  '扫码开锁骑行，按骑行时长计费。',
  '在规定区域规范停放；违规停放的骑行记入信用记录。',
];

/** /credit-plus-bike: 信用+共享单车, its figures and newest rides streamed in from the route's loader. */
export function Component() {
  const { facts } = useLoaderData<typeof bikeIntroLoader>();
  return <SceneIntro<Ride> scene={sceneOf('bike')} steps={STEPS} facts={facts} columns={RIDE_COLUMNS} />;
}
Component.displayName = 'BikeIntroPage';
