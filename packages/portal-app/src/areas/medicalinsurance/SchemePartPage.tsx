import { Component as SinglePage } from '../../views/SinglePage';
import { SchemeNav } from './SchemeNav';
import { Stack } from '@credit-portal/ui';

/**
 * /medical-insurance/score-introduction … /score-cycle: one part of the scoring scheme, a CMS column of one
 * article named in the route (as the footer's single pages), under the menu of the scheme's parts.
 */
export function Component() {
  return (
    <Stack space="sm">
      <SchemeNav />
      <SinglePage />
    </Stack>
  );
}
Component.displayName = 'MedicalSchemePartPage';
