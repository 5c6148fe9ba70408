export { Tabs } from './Tabs';
export type { TabsContentProps, TabsListProps, TabsRootProps, TabsTriggerProps } from './Tabs';
