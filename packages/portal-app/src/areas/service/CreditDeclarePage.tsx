import { useLoaderData } from 'react-router';
import { PageTitle } from '../../shell/PageTitle';
import { CreditCodeLookup } from './CreditCodeLookup';
import { CreditDeclareForm } from './CreditDeclareForm';
import type { creditDeclareLoader } from './loaders';
import { LoginNotice } from '../../views/LoginNotice';
import { MySubmissions } from '../../views/MySubmissions';
import { DECLARATION_COLUMNS, MY_SUBMISSIONS_BESIDE_ADDRESS } from '../../views/mySubmissionsList';
import { PageSection } from '../../views/PageSection';
import { Card, Text, TextList } from '@credit-portal/ui';

/**
 * /service-credit-declare (spec §2 'Credit service'): what a credit declaration (信用申报) is, a subject's
 * declaration summary by its code, the form for a logged-in enterprise and its own declarations' progress.
 * The route's loader reads the enterprise the form declares for and the list of its own declarations.
 */
export function Component() {
  const { enterprise, mine } = useLoaderData<typeof creditDeclareLoader>();
  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>信用申报</PageTitle>
      <PageSection id="declare-what" title="申报须知">
        <Text leading="relaxed">
          企业可申报本企业获得的荣誉表彰、资质认证和公益慈善等守信信息。市公共信用信息中心向颁发（认定）单位核实后，将属实的信息归集至企业信用档案并在信用网站公示。申报不收取任何费用。
        </Text>
        <TextList numbered leading="relaxed">
          <li>企业用户登录后填写申报事项并上传证书或证明材料的扫描件，提交后获得受理编号（SB 开头）。</li>
          <li>市公共信用信息中心受理并向颁发单位核实，一般在15个工作日内办结。</li>
          <li>核实属实的信息记入企业信用档案；可在下方按统一社会信用代码查看企业的申报概况。</li>
        </TextList>
      </PageSection>
      <PageSection id="declare-lookup" title="申报概况查询">
        <CreditCodeLookup label="按统一社会信用代码查询申报概况" />
      </PageSection>
      {/* A new declaration joins the list of one's own below the form. */}
      <CreditDeclareForm enterprise={enterprise} />
      <PageSection id="my-credit-declarations" title="我的信用申报">
        {mine !== null ? (
          <MySubmissions id="my-credit-declarations" name="信用申报" list={mine} columns={DECLARATION_COLUMNS} who="企业用户" address={MY_SUBMISSIONS_BESIDE_ADDRESS} />
        ) : (
          <LoginNotice action="查看本企业的信用申报和审核进度" />
        )}
      </PageSection>
    </Card>
  );
}
Component.displayName = 'CreditDeclarePage';
