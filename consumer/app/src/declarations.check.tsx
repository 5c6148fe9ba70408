// Type-checked with the app (tsconfig include: src), never bundled: the packages' declarations are real
// types, not `any`, under every module resolution the app is checked with.
import { createPortalClient, type NavigationTab } from '@credit-portal/api-client';
import { NewsList, TabMenu, type SearchBarProps } from '@credit-portal/ui';

// @ts-expect-error `items` is a list of NewsListItem
export const wrongItems = <NewsList items="不是列表" />;

// @ts-expect-error a NavigationTab's `type` is 0, 1 or 2
export const wrongTab = <TabMenu tabs={[{ id: '1', name: '首页', type: 'internal', href: '/home', sort: 1, children: [] }]} />;

// @ts-expect-error requestCaptcha resolves to whether the visitor passed
export const wrongGate: SearchBarProps['requestCaptcha'] = () => 'passed';

const portal = createPortalClient({ apiBase: '/api', creditBase: '/credit' });
// @ts-expect-error no such path in the contract
export const wrongPath = () => portal.api.GET('/cms/front/no-such-path');

export const tab: NavigationTab = { id: '1', name: '首页', type: 0, href: '/home', sort: 1, children: [] };
