import { useLoaderData } from 'react-router';
import { PageTitle } from '../../shell/PageTitle';
import { DeclarationForm } from './DeclarationForm';
import type { declareLegalLoader } from './loaders';
import { MyDeclarations } from './MyDeclarations';
import { SCHEMES } from '../../creditpoints/scheme';
import { TargetList } from './TargetList';
import { Card } from '@credit-portal/ui';

/**
 * /declare-Legal and /declare-person (spec §2, §7 "Points"): what earns points, the form to download,
 * the declaration itself (login, the scheme's user type) and my declarations with their review trail.
 * The route's name picks the scheme; its loader (declareLegalLoader, declarePersonLoader: the same
 * shapes) reads the lists the address asks for.
 */
function Declare({ scheme }: { scheme: (typeof SCHEMES)[keyof typeof SCHEMES] }) {
  const { tabs, targets, mine } = useLoaderData<typeof declareLegalLoader>();
  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>{scheme.title}</PageTitle>
      <TargetList scheme={scheme} tabs={tabs} targets={targets} />
      {/* A new declaration joins 我的申报 and counts against its target: the loader reads both again. */}
      <DeclarationForm scheme={scheme} declarable={mine?.declarable ?? null} />
      <MyDeclarations scheme={scheme} mine={mine} />
    </Card>
  );
}
Declare.displayName = 'Declare';

export const DeclareLegalPage = () => <Declare scheme={SCHEMES.enterprise} />;
export const DeclarePersonPage = () => <Declare scheme={SCHEMES.person} />;
