import { useLoaderData } from 'react-router';
import { Badge, DataTable, Heading, SectionHeading, Text } from '@credit-portal/ui';
import { SymbolInWords } from '../../shell/SymbolInWords';
import { RIDE_COLUMNS } from './columns';
import { DetailFrame, Facts } from './DetailFrame';
import type { rideLoader } from './loaders';
import type { Ride } from './scenes';

/** /credit-plus-bike-detail?bikeNo=&id=: one deposit-free ride of 信用+共享单车 and the bicycle's other rides, read by the route's loader. */
export function Component() {
  const record = useLoaderData<typeof rideLoader>();
  return (
    <DetailFrame title="骑行详情" record={record} back={{ href: '/credit-plus-bike-main', label: '返回骑行记录' }}>
      {({ ride, others }) => (
        <>
          <Heading level={2} size="xl">
            {ride.startPlace} <SymbolInWords symbol="→" word="至" /> {ride.endPlace}
          </Heading>
          <Text tone="muted" size="sm">
            <Badge>{ride.depositFree ? '信用免押' : '缴纳押金'}</Badge> {ride.parking}
          </Text>
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
              <SectionHeading>该车辆的其他骑行记录</SectionHeading>
              <DataTable<Ride> caption="该车辆的其他骑行记录" captionHidden columns={RIDE_COLUMNS} rows={others} rowKey={(row) => row.id} />
            </>
          )}
        </>
      )}
    </DetailFrame>
  );
}
Component.displayName = 'RideDetailPage';
