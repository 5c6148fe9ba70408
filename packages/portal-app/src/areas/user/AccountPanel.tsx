import type { Schemas } from '@credit-portal/api-client';
import { Facts } from '../../views/Facts';
import { PageSection } from '../../views/PageSection';

type Session = Schemas['Session'];

/** Spec §6 user types: 1 natural person, 2 enterprise, 3 organisation. */
export const USER_TYPE_NAMES: Record<Session['userType'], string> = { 1: '个人用户', 2: '企业用户', 3: '社会组织用户' };

/** 账号信息: the session's account (the user centre's loader read it), with the masked numbers the back end answers (never unmasked here). */
export function AccountPanel({ account }: { account: Session }) {
  return (
    <PageSection id="account-title" title="账号信息" panel>
      <Facts facts={accountFacts(account)} />
    </PageSection>
  );
}

function accountFacts({ name, userType, user, mztUser }: Session): [string, string | undefined][] {
  const person = userType === 1;
  return [
    [person ? '姓名' : '名称', name],
    ['用户类型', USER_TYPE_NAMES[userType]],
    ['登录账号', user.username],
    ['手机号码', user.phone],
    person ? ['身份证号码', user.idNumber] : ['统一社会信用代码', user.creditCode],
    ['认证证件类型', mztUser.certType],
    ['认证证件号码', mztUser.certNo],
  ];
}
