import type { Schemas } from '@credit-portal/api-client';

/** The registered facts of a subject as the archive and its printable report list them (term, value). */
export function subjectFacts(subject: Schemas['CreditReport']['subject']): [string, string][] {
  return [
    ['主体类型', subject.kindName],
    [subject.kind === 'socialOrganisation' ? '负责人' : '法定代表人', subject.legalPerson],
    ['注册资本', `${subject.registeredCapital} 万元`],
    ['成立日期', subject.establishedDate],
    ['登记状态', subject.status],
    ['所属区县', subject.district],
    ['行业领域', subject.industry],
    ['登记机关', subject.registrationAuthority],
    ['住所', subject.address],
    ['经营范围', subject.businessScope],
  ];
}
