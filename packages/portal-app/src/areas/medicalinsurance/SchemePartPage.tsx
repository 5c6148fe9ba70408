import { Component as SinglePage } from '../../views/SinglePage';
import { SchemeNav } from './SchemeNav';
import * as styles from './medical.css';

/**
 * /medical-insurance/score-introduction … /score-cycle: one part of the scoring scheme, a CMS column of one
 * article named in the route (as the footer's single pages), under the menu of the scheme's parts.
 */
export function Component() {
  return (
    <div className={styles.section}>
      <SchemeNav />
      <SinglePage />
    </div>
  );
}
Component.displayName = 'MedicalSchemePartPage';
