// The user centre's panels, by the `tab` of the menu's paths (/user?tab=…; the server's menu lists the
// ids). A panel joins here when it works end to end; menu entries without one are left out of the side
// menu rather than linked to nothing. Panels load with the page's chunk or lazily with React.lazy.
import type { ComponentType } from 'react';
import { AccountPanel } from './AccountPanel';
import { MessageCentre } from './MessageCentre';
import { MyPointsPanel } from '../points/MyPointsPanel';
import { ReportApplyPanel } from '../reportapply/ReportApplyPanel';
import { MyMessages } from './MyMessages';

export type { PanelProps } from '../../views/userPanel';
import type { PanelProps } from '../../views/userPanel';

export const PANELS: Record<string, ComponentType<PanelProps>> = {
  'my-points': MyPointsPanel,
  'credit-report-apply': ReportApplyPanel,
  'message-centre': MessageCentre,
  'my-account': AccountPanel,
  'my-messages': MyMessages,
};

export const DEFAULT_PANEL = 'message-centre';
