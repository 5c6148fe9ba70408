import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { UiProvider, type UiLinkComponent } from '../components/UiProvider/UiProvider';
import { redTheme } from '../theme/redTheme.css';

/** Renders inside a theme class (red unless told) and a UiProvider, as an app would. */
export function renderWithUi(
  ui: ReactElement,
  { theme = redTheme, linkComponent }: { theme?: string; linkComponent?: UiLinkComponent } = {},
): RenderResult {
  return render(
    <UiProvider {...(linkComponent ? { linkComponent } : {})}>
      <div className={theme}>{ui}</div>
    </UiProvider>,
  );
}
