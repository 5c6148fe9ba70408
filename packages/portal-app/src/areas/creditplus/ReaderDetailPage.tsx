import { useLoaderData } from 'react-router';
import { DataTable, EmptyState, Heading, SectionHeading } from '@credit-portal/ui';
import { DetailFrame, Facts } from './DetailFrame';
import type { readerLoader } from './loaders';
import type { ReaderDetail } from './scenes';

type Borrow = ReaderDetail['records'][number];

const BORROW_COLUMNS = [
  { key: 'bookName', title: '书名' },
  { key: 'borrowTime', title: '借阅时间', nowrap: true },
  { key: 'dueTime', title: '应还时间', nowrap: true },
  { key: 'returnTime', title: '归还时间', nowrap: true, render: (row: Borrow) => row.returnTime ?? '—' },
  { key: 'status', title: '状态' },
];

/** /credit-plus-lib-detail?id=: a reader of 信用+图书馆 with the loans, masked as in the list, read by the route's loader. */
export function Component() {
  const reader = useLoaderData<typeof readerLoader>();
  return (
    <DetailFrame title="读者详情" record={reader} back={{ href: '/credit-plus-lib-main', label: '返回免押读者' }}>
      {(data) => (
        <>
          <Heading level={2} size="xl">借阅证 {data.cardNo}</Heading>
          <Facts
            facts={[
              { term: '姓名', value: data.name },
              { term: '身份证号码', value: data.idNumber },
              { term: '办证图书馆', value: data.library },
              { term: '办证时间', value: data.openTime },
              { term: '信用分', value: data.creditScore },
              { term: '信用等级', value: data.creditLevel },
              { term: '免交押金（元）', value: data.depositWaived },
              { term: '累计借阅（册）', value: data.borrowCount },
            ]}
          />
          <SectionHeading>借阅记录</SectionHeading>
          {data.records.length === 0 ? (
            <EmptyState title="暂无借阅记录" />
          ) : (
            <DataTable<Borrow> caption="借阅记录" captionHidden columns={BORROW_COLUMNS} rows={data.records} rowKey={(row) => row.id} />
          )}
        </>
      )}
    </DetailFrame>
  );
}
Component.displayName = 'ReaderDetailPage';
