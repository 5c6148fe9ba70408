import { useLoaderData } from 'react-router';
import { PageTitle } from '../../shell/PageTitle';
import { LoginNotice } from '../../views/LoginNotice';
import { MySubmissions } from '../../views/MySubmissions';
import { DECLARATION_COLUMNS, MY_SUBMISSIONS_BESIDE_ADDRESS } from '../../views/mySubmissionsList';
import type { selfDeclarationLoader } from './loaders';
import { EntryCards, PageSection } from '../../views/PageSection';
import { Card, Text, TextList } from '@credit-portal/ui';


/** The ways in: declaring, and the published declarations. */
const SELF_DECLARATION_ENTRIES = [
  { href: '/self-declaration1', name: '我要声明', description: '企业用户在线填写并提交自主声明。' },
  { href: '/self-declaration-list', name: '自主声明公示', description: '查看已审核公示的企业自主声明。' },
];

/**
 * /self-declaration (spec §2 'Credit service'): what a self-declaration (自主声明) is, how it goes, the
 * ways in (the form, the publicity) and, for a logged-in enterprise, its own declarations' progress
 * (read by the route's loader).
 */
export function Component() {
  const mine = useLoaderData<typeof selfDeclarationLoader>();
  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>自主声明</PageTitle>
      <PageSection id="self-what" title="什么是自主声明">
        <Text leading="relaxed">
          自主声明是企业就依法诚信经营、产品质量、依法纳税、劳动用工等事项向社会作出的公开承诺。声明经审核后在本网站公示，有效期内接受社会监督；声明不实或违背声明的，将作为失信信息记入企业信用档案。
        </Text>
        <TextList numbered leading="relaxed">
          <li>企业用户登录后填写声明标题、范围、内容和有效期，提交后获得受理编号（SM 开头）。</li>
          <li>市社会信用体系建设领导小组办公室审核声明内容。</li>
          <li>审核通过的声明在“自主声明公示”中公示，有效期届满后自动撤下。</li>
        </TextList>
      </PageSection>
      <PageSection id="self-entries" title="办事入口">
        <EntryCards entries={SELF_DECLARATION_ENTRIES} />
      </PageSection>
      <PageSection id="my-self-declarations" title="我的自主声明">
        {mine !== null ? (
          <MySubmissions id="my-self-declarations" name="自主声明" list={mine} columns={DECLARATION_COLUMNS} who="企业用户" address={MY_SUBMISSIONS_BESIDE_ADDRESS} />
        ) : (
          <LoginNotice action="查看本企业的自主声明和审核进度" />
        )}
      </PageSection>
    </Card>
  );
}
Component.displayName = 'SelfDeclarationPage';
