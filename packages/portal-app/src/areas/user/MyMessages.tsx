import { Link } from 'react-router';
import { ButtonLink, EmptyState, Text, type DataTableColumn } from '@credit-portal/ui';
import { PagedTable, type PageOf } from '../../views/PagedList';
import { LEAVE_MESSAGE_HREF, leaveMessageHref as detailHref } from '../../addresses';
import { StatusTag, When, type BoardMessage } from '../../views/boardMessages';
import { PageSection } from '../../views/PageSection';
import { useLoaded } from '../../shell/routeData';

/** The list's own parameters: a change of one of them reloads it. */
const OWN_PARAMETERS = ['pageNo', 'pageSize'];

const COLUMNS: DataTableColumn<BoardMessage>[] = [
  { key: 'trackingNo', title: '受理编号', nowrap: true, render: (row) => row.trackingNo ?? '—' },
  { key: 'title', title: '留言标题', render: (row) => <Link to={detailHref(row.id)}>{row.title}</Link> },
  { key: 'type', title: '留言类型' },
  { key: 'createTime', title: '留言时间', nowrap: true, render: (row) => <When value={row.createTime} /> },
  { key: 'status', title: '办理状态', render: (row) => <StatusTag status={row.status} /> },
  { key: 'replyUnit', title: '办理单位', render: (row) => row.replyUnit ?? '—' },
  { key: 'isPublic', title: '是否公开', render: (row) => (row.isPublic ? '公开' : '不公开') },
];

/**
 * 我的留言 (spec §7 leavemessage personalPage): the visitor's own messages in every state, newest
 * first, with the 受理编号; each links to its detail (question and reply). The page lives in the address,
 * which the user centre's loader read.
 */
export function MyMessages({ page: loaded }: { page: PageOf<BoardMessage> }) {
  const page = useLoaded(loaded, OWN_PARAMETERS);

  return (
    <PageSection id="my-messages-title" title="我的留言" panel more={<ButtonLink variant="primary" href={LEAVE_MESSAGE_HREF}>
          我要留言
        </ButtonLink>}>
      <PagedTable<BoardMessage>
        list={page}
        empty={<EmptyState title="您还没有留言" description="有咨询、建议、投诉或求助，可以给相关部门留言。" />}
        header={(loaded) => (
          <Text role="status">
            共{' '}
            <Text as="strong" size="lg" tone="brand">
              {loaded.total}
            </Text>{' '}
            条留言
          </Text>
        )}
        caption="我的留言"
        captionHidden
        layout="stack"
        columns={COLUMNS}
        rowKey={(row) => row.id}
        labels={{ loading: '正在加载我的留言' }}
      />
    </PageSection>
  );
}
