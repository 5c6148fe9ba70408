import { useSearchParams } from 'react-router';
import { DataTable } from '@credit-portal/ui';
import { useResource } from '../../shell/useResource';
import { isRecordId } from '../../views/recordId';
import { RIDE_COLUMNS } from './columns';
import { DetailFrame, Facts } from './DetailFrame';
import { loadRides, type Ride } from './scenes';
import * as styles from './creditplus.css';

/** Bicycle numbers as the back end writes them (PT and digits). */
const isBikeNo = (value: string) => /^[A-Z]{1,4}\d{1,12}$/.test(value);

/**
 * The ride and the bicycle's other rides. The back end has no detail operation for a ride
 * (openapi: only the library has one); bicycleRecord's keyword matches the bicycle number, so the
 * bicycle's rides are one filtered page and the ride is the one with the id among them.
 */
async function loadRide(bikeNo: string, id: string, signal: AbortSignal) {
  if (!isBikeNo(bikeNo) || !isRecordId(id)) return null;
  const page = await loadRides({ pageNo: 1, pageSize: 100, keyword: bikeNo }, signal);
  const rides = page.records.filter((ride) => ride.bikeNo === bikeNo);
  const ride = rides.find((r) => r.id === id);
  return ride ? { ride, others: rides.filter((r) => r.id !== id) } : null;
}

/** /credit-plus-bike-detail?bikeNo=&id=: one deposit-free ride of 信用+共享单车. */
export function Component() {
  const [params] = useSearchParams();
  const bikeNo = (params.get('bikeNo') ?? '').trim().toUpperCase();
  const id = (params.get('id') ?? '').trim();
  const record = useResource((signal) => loadRide(bikeNo, id, signal), `${bikeNo}:${id}`);
  return (
    <DetailFrame title="骑行详情" record={record} back={{ href: '/credit-plus-bike-main', label: '返回骑行记录' }}>
      {({ ride, others }: { ride: Ride; others: Ride[] }) => (
        <>
          <h2 className={styles.subjectName}>
            {ride.startPlace} → {ride.endPlace}
          </h2>
          <p className={styles.meta}>
            <span className={styles.badge}>{ride.depositFree ? '信用免押' : '缴纳押金'}</span> {ride.parking}
          </p>
          <Facts
            facts={[
              { term: '骑行人', value: ride.name },
              { term: '信用分', value: ride.creditScore },
              { term: '车辆编号', value: ride.bikeNo },
              { term: '停放情况', value: ride.parking },
              { term: '开始时间', value: ride.startTime },
              { term: '结束时间', value: ride.endTime },
              { term: '起点', value: ride.startPlace },
              { term: '终点', value: ride.endPlace },
              { term: '骑行时长（分钟）', value: ride.minutes },
              { term: '骑行费用（元）', value: ride.fee },
            ]}
          />
          {others.length > 0 && (
            <>
              <h2 className={styles.sectionTitle}>该车辆的其他骑行记录</h2>
              <DataTable<Ride> caption="该车辆的其他骑行记录" captionHidden columns={RIDE_COLUMNS} rows={others} rowKey={(row) => row.id} />
            </>
          )}
        </>
      )}
    </DetailFrame>
  );
}
Component.displayName = 'RideDetailPage';
