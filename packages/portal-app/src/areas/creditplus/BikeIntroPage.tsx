import { RIDE_COLUMNS } from './columns';
import { SceneIntro } from './SceneIntro';
import { countOf, loadRides, sceneOf, type Ride } from './scenes';

const STEPS = [
  '信用分达到650分的市民，通过公共自行车服务平台实名认证后免交押金。',
  '扫码开锁骑行，按骑行时长计费。',
  '在规定区域规范停放；违规停放的骑行记入信用记录。',
];

async function load(signal: AbortSignal) {
  const one = { pageNo: 1, pageSize: 1 };
  const [latest, total, proper, improper] = await Promise.all([
    loadRides({ pageNo: 1, pageSize: 5 }, signal),
    countOf(loadRides(one, signal)),
    countOf(loadRides({ ...one, parking: '规范停放' }, signal)),
    countOf(loadRides({ ...one, parking: '违规停放' }, signal)),
  ]);
  return {
    figures: [
      { label: '免押骑行（次）', value: total },
      { label: '规范停放（次）', value: proper },
      { label: '违规停放（次）', value: improper },
    ],
    latest: latest.records,
  };
}

/** /credit-plus-bike: 信用+共享单车. */
export function Component() {
  return <SceneIntro<Ride> scene={sceneOf('bike')} steps={STEPS} load={load} columns={RIDE_COLUMNS} />;
}
Component.displayName = 'BikeIntroPage';
