// The columns each 信用+ list shows, shared by a scene's introduction (its newest records) and its list.
import type { DataTableColumn } from '@credit-portal/ui';
import { linkageEnterpriseHref, readerHref, rideHref, type Linkage, type Reader, type RewardPunishCase, type Ride } from './scenes';
import { TextLink } from '@credit-portal/ui';
import { CREDIT_CODE_COLUMN } from '../../views/columns';

export const READER_COLUMNS: DataTableColumn<Reader>[] = [
  { key: 'cardNo', title: '借阅证号', render: (row) => <TextLink href={readerHref(row.id)}>{row.cardNo}</TextLink> },
  { key: 'name', title: '姓名' },
  { key: 'library', title: '办证图书馆' },
  { key: 'creditScore', title: '信用分', align: 'right' },
  { key: 'creditLevel', title: '信用等级' },
  { key: 'depositWaived', title: '免交押金（元）', align: 'right' },
  { key: 'borrowCount', title: '借阅（册）', align: 'right' },
  { key: 'openTime', title: '办证时间', nowrap: true },
];

export const RIDE_COLUMNS: DataTableColumn<Ride>[] = [
  { key: 'startTime', title: '开始时间', nowrap: true, render: (row) => <TextLink href={rideHref(row)}>{row.startTime}</TextLink> },
  { key: 'name', title: '骑行人' },
  { key: 'bikeNo', title: '车辆编号', nowrap: true },
  { key: 'startPlace', title: '起点' },
  { key: 'endPlace', title: '终点' },
  { key: 'minutes', title: '时长（分钟）', align: 'right' },
  { key: 'fee', title: '费用（元）', align: 'right' },
  { key: 'parking', title: '停放情况' },
];

export const LINKAGE_COLUMNS: DataTableColumn<Linkage>[] = [
  {
    key: 'enterpriseName',
    title: '企业名称',
    render: (row) => <TextLink href={linkageEnterpriseHref(row.creditCode)}>{row.enterpriseName}</TextLink>,
  },
  CREDIT_CODE_COLUMN,
  { key: 'creditLevel', title: '信用等级' },
  { key: 'measureType', title: '措施类别' },
  { key: 'measures', title: '联动措施' },
  { key: 'organs', title: '实施部门' },
  { key: 'decisionDate', title: '决定日期', nowrap: true },
];

export const CASE_COLUMNS: DataTableColumn<RewardPunishCase>[] = [
  {
    key: 'enterpriseName',
    title: '企业名称',
    render: (row) => <TextLink href={linkageEnterpriseHref(row.creditCode)}>{row.enterpriseName}</TextLink>,
  },
  { key: 'caseType', title: '类别' },
  { key: 'reason', title: '事由' },
  { key: 'measures', title: '奖惩措施' },
  { key: 'organ', title: '发起部门' },
  { key: 'decisionDate', title: '决定日期', nowrap: true },
];
