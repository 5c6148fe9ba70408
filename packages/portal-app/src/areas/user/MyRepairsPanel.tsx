import type { Schemas } from '@credit-portal/api-client';
import { DataTable, EmptyState, Text, TextLink } from '@credit-portal/ui';
import { PageSection } from '../../views/PageSection';

type Page = Schemas['RepairApplicationPage'];

/** 我的信用修复 (user centre): my online repair applications, their status and the operator's reason. */
export function MyRepairsPanel({ page }: { page: Page }) {
  return (
    <PageSection id="my-repairs-title" title="我的信用修复" panel>
      <Text tone="muted" leading="relaxed">
        申请修复本单位正在公示的行政处罚记录，请前往
        <TextLink href="/wanna-repair">
          我要修复
        </TextLink>
        。
      </Text>
      {page.records.length === 0 ? (
        <EmptyState title="暂无信用修复申请" />
      ) : (
        <DataTable
          caption="我的信用修复申请"
          captionHidden
          layout="stack"
          rows={page.records}
          rowKey={(row) => row.id}
          columns={[
            { key: 'applyNo', title: '申请编号', nowrap: true },
            { key: 'documentNo', title: '处罚决定书文号' },
            { key: 'title', title: '违法行为' },
            { key: 'applyTime', title: '申请时间', nowrap: true },
            { key: 'status', title: '审核状态' },
            { key: 'decisionReason', title: '审核意见', render: (row) => (row.decisionReason ? `${row.decisionReason}（${row.decisionTime ?? ''}）` : '审核中') },
          ]}
        />
      )}
    </PageSection>
  );
}
