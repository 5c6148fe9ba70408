import { Link, useLoaderData } from 'react-router';
import type { accountLoader } from '../../submission/account';
import { SectionNav } from '../../views/SectionNav';
import { ObjectionForm } from './ObjectionForm';
import { OBJECTION_FORMS, SERVICE_SECTIONS, objectionKind, userTypesOf, type ObjectionKey, type ObjectionKind } from './kinds';
import { PageSection } from '../../views/PageSection';
import { PageFrame } from '../../views/PageFrame';
import { Card, Text } from '@credit-portal/ui';

/** For an account of another type: who may file this kind, and the kinds this account may file instead. */
function OtherAccountNotice({ kind, userType }: { kind: ObjectionKind; userType: number }) {
  const others = OBJECTION_FORMS.filter((other) => userTypesOf(other).includes(userType));
  return (
    <Card look="tinted">
      <Text tone="muted" leading="body">
        {kind.name}仅限{kind.accounts}办理，当前登录的账号不能提交。
        {others.length > 0 && (
          <>
            当前账号可办理：
            {others.map((other, index) => (
              <span key={other.key}>
                {index > 0 && '、'}
                <Link to={other.formPath}>{other.name}</Link>
              </span>
            ))}
            。
          </>
        )}
      </Text>
    </Card>
  );
}

/**
 * The form page of one kind of objection (spec §2: /service-objection-representation, -nolegal,
 * -person), each route giving its kind: the form for anonymous visitors (they log in on
 * submitting, keeping what they typed) and for accounts of the kind's type, filled in with the account's
 * own subject (the route's loader, whose account, null when anonymous, also says the account's type), a
 * notice for other accounts.
 */
function ObjectionFormPage({ kind }: { kind: ObjectionKind }) {
  const account = useLoaderData<typeof accountLoader>();
  const allowed = !account || userTypesOf(kind).includes(account.userType);
  return (
    <PageFrame>
      <SectionNav label="异议申诉与投诉" sections={SERVICE_SECTIONS} />
      <Text tone="muted" leading="body">
        {kind.subject === 'legal' ? '本单位' : '本人'}对本网站公示的信用信息（行政许可、行政处罚、失信被执行人、经营异常等）有异议的，可在此提出异议申诉，
        由信息提供单位核实处理。提交前请阅读<Link to={kind.infoPath}>办理须知</Link>，提交后可在同一页面查看申诉进度。
      </Text>
      <PageSection id="objection-form-title" title="填写申诉">
        {allowed ? <ObjectionForm key={kind.key} kind={kind} account={account} /> : <OtherAccountNotice kind={kind} userType={account?.userType ?? 0} />}
      </PageSection>
    </PageFrame>
  );
}

/** The form page of the kind `key`: a route's component. */
export function objectionFormPage(key: ObjectionKey) {
  const kind = objectionKind(key);
  const Page = () => <ObjectionFormPage kind={kind} />;
  Page.displayName = `ObjectionFormPage(${key})`;
  return Page;
}
