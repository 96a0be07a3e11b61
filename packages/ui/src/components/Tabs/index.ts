export { Tabs, type TabItem, type TabLinkProps, type TabsProps } from './Tabs';
