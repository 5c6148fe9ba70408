import { Link, useLoaderData } from 'react-router';
import { OBJECTION_COLUMNS, checkVerifier } from './kinds';
import { SubmissionLookup, lookupAction, lookupClientActionOf, type SubmissionLookupOf } from '../../views/SubmissionLookup';
import { SignInNotice } from '../../views/SubmissionViews';
import { SectionNav } from '../../views/SectionNav';
import { MySubmissions } from '../../views/MySubmissions';
import { SERVICE_SECTIONS, objectionKind, userTypesOf, type ObjectionKey, type ObjectionKind } from './kinds';
import type { objectionInfoLoader } from './loaders';
import { PageSection } from '../../views/PageSection';
import { PageFrame } from '../../views/PageFrame';
import { Inline, SectionHeading, Stack, Text, TextList } from '@credit-portal/ui';

/** 申诉进度查询 of one kind: its numbers, checked with the second factor its form asked for. */
const progressLookup = (kind: ObjectionKind): SubmissionLookupOf => ({ prefixes: [kind.prefix], example: kind.example, verifierLabel: '验证信息', verifierCheck: checkVerifier });

/** The route's actions of a kind's -info page for its 申诉进度查询: sent without the page's script (the progress below the form), and with it. */
export const objectionLookupAction = (key: ObjectionKey) => lookupAction(progressLookup(objectionKind(key)));
export const objectionLookupClientAction = (key: ObjectionKey) => lookupClientActionOf(progressLookup(objectionKind(key)));

/** 办理须知: who may object about what, what to bring, and what happens after (openapi paths/objections.yaml). */
function Guide({ kind }: { kind: ObjectionKind }) {
  const legal = kind.subject === 'legal';
  return (
    <TextList numbered leading="body">
      <li>
        申请人：{kind.accounts}，使用统一身份认证登录后办理；只能对{legal ? '本单位（登录账号所属单位）' : '本人'}被公示的信用信息提出异议。
      </li>
      <li>申诉范围：行政许可、行政处罚、失信被执行人、经营异常等信息存在错误、遗漏，或已满公示期限、已完成信用修复仍在公示的。</li>
      <li>
        所需材料：{legal ? '营业执照或登记证书，以及' : ''}能证明异议理由的材料（如判决书、结案通知书、缴款凭证），
        {kind.filesRequired ? '至少上传1份' : '可上传'}，最多5份，每份不超过10MB。
      </li>
      <li>办理流程：提交申诉后获得受理编号（{kind.prefix}开头），信息提供单位受理、核实后作出更正、删除、撤销公示或维持的处理，办结后可查看处理结果。</li>
      <li>进度查询：登录后在下方“我的{kind.name}”中查看；也可凭受理编号和提交时填写的手机号码或{legal ? '统一社会信用代码' : '身份证号码'}查询。</li>
    </TextList>
  );
}

/**
 * The -info page of one kind of objection (spec §2: /service-objection-representation-info, -nolegal-info,
 * -person-info). The back end has, per kind, the submission (add), the visitor's own list (infoPage) and
 * the inquiry by number (infoQuery), and no guide or notice to fetch: so the -info page is where a
 * submission is followed after its receipt — the guide of the procedure, the inquiry by 受理编号 of this
 * kind, and the account's own objections of this kind with their progress and results.
 */
function ObjectionInfoPage({ kind }: { kind: ObjectionKind }) {
  const { mine, viewer } = useLoaderData<ReturnType<typeof objectionInfoLoader>>();
  const allowed = viewer !== null && userTypesOf(kind).includes(viewer.userType);
  return (
    <PageFrame>
      <SectionNav label="异议申诉与投诉" sections={SERVICE_SECTIONS} />
      <PageSection id="objection-guide-title" title="办理须知">
        <Guide kind={kind} />
        <Inline as="p" space="md">
          <Link to={kind.formPath}>我要申诉（{kind.name}）</Link>
        </Inline>
      </PageSection>
      <PageSection id="objection-lookup-title" title="申诉进度查询">
        <SubmissionLookup key={kind.key} lookup={progressLookup(kind)} formLabel="申诉进度查询" verifierHint={kind.verifierHint} />
      </PageSection>
      <Stack as="section" space="md" aria-labelledby="my-objections-title">
        <SectionHeading level={2} id="my-objections-title">
          我的{kind.name}
        </SectionHeading>
        {!viewer ? (
          <SignInNotice>登录后可查看本账号提交的{kind.name}及处理结果。</SignInNotice>
        ) : allowed && mine ? (
          <MySubmissions key={kind.key} id={`my-${kind.key}-objections`} name={kind.name} list={mine} columns={OBJECTION_COLUMNS} who={kind.accounts} />
        ) : (
          <Text tone="muted" leading="body">
            {kind.name}仅限{kind.accounts}办理，当前登录的账号没有此类申诉记录。
          </Text>
        )}
      </Stack>
    </PageFrame>
  );
}

/** The -info page of the kind `key`: a route's component. */
export function objectionInfoPage(key: ObjectionKey) {
  const kind = objectionKind(key);
  const Page = () => <ObjectionInfoPage kind={kind} />;
  Page.displayName = `ObjectionInfoPage(${key})`;
  return Page;
}
