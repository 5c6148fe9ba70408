import { Link } from 'react-router';
import { catalogueMessage, type Schemas } from '@credit-portal/api-client';
import { EmptyState, type DataTableColumn } from '@credit-portal/ui';
import { FORBIDDEN, useLoaded } from '../../shell/routeData';
import { LoadFailure } from '../../views/LoginNotice';
import { PagedTable, type PageOf } from '../../views/PagedList';
import { PageSection } from '../../views/PageSection';
import { GUARANTEE_PAGES, guaranteeHref } from '../../addresses';
import { yuan } from '../../views/amounts';

type GuaranteeSummary = Schemas['GuaranteeSummary'];

/** The list's own parameters: a change of one of them reloads it. */
const OWN_PARAMETERS = ['pageNo', 'pageSize'];

const COLUMNS: DataTableColumn<GuaranteeSummary>[] = [
  { key: 'guaranteeNo', title: '保函编号', nowrap: true, render: (row) => <Link to={guaranteeHref(row.id)}>{row.guaranteeNo}</Link> },
  { key: 'projectName', title: '招标项目' },
  { key: 'institutionName', title: '出函机构' },
  { key: 'amount', title: '担保金额', render: (row) => yuan(row.amount), align: 'right', nowrap: true },
  { key: 'status', title: '状态' },
  { key: 'validTo', title: '有效期至', nowrap: true },
];

export type MyGuarantees = PageOf<GuaranteeSummary> | typeof FORBIDDEN;

/** 我的电子保函 (user centre): the enterprise's bid guarantees, newest first, each opening its detail; the loader read the page of the address. */
export function MyGuaranteesPanel({ page: loaded }: { page: MyGuarantees }) {
  const page = useLoaded(loaded === FORBIDDEN ? null : loaded, OWN_PARAMETERS);
  return (
    <PageSection id="my-guarantees-title" title="我的电子保函" panel more={<Link to={GUARANTEE_PAGES.input}>申请电子保函</Link>}>
      {loaded === FORBIDDEN ? (
        <LoadFailure message={catalogueMessage('forbidden')} onRetry={() => undefined} who="企业用户" />
      ) : (
        <PagedTable<GuaranteeSummary>
          list={page}
          empty={<EmptyState title="您还没有电子保函" description="投标时可在线申请电子保函替代现金保证金。" />}
          caption="我的电子保函"
          captionHidden
          layout="stack"
          columns={COLUMNS}
          rowKey={(row) => row.id}
          labels={{ loading: '正在加载我的电子保函' }}
        />
      )}
    </PageSection>
  );
}
