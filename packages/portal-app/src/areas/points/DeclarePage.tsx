import { useState } from 'react';
import { PageTitle } from '../../shell/PageTitle';
import { DeclarationForm } from './DeclarationForm';
import * as styles from '../../views/declarations.css';
import { MyDeclarations } from './MyDeclarations';
import { SCHEMES } from './scheme';
import { TargetList } from './TargetList';

/**
 * /declare-Legal and /declare-person (spec §2, §7 "Points"): what earns points, the form to download,
 * the declaration itself (login, the scheme's user type) and my declarations with their review trail.
 * The route's name picks the scheme.
 */
function Declare({ scheme }: { scheme: (typeof SCHEMES)[keyof typeof SCHEMES] }) {
  const [submitted, setSubmitted] = useState(0);
  return (
    <div className={styles.page}>
      <PageTitle className={styles.title}>{scheme.title}</PageTitle>
      <TargetList scheme={scheme} />
      <DeclarationForm scheme={scheme} onSubmitted={() => setSubmitted((n) => n + 1)} />
      <MyDeclarations scheme={scheme} refreshKey={submitted} />
    </div>
  );
}
Declare.displayName = 'Declare';

export const DeclareLegalPage = () => <Declare scheme={SCHEMES.enterprise} />;
export const DeclarePersonPage = () => <Declare scheme={SCHEMES.person} />;
