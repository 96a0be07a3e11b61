import { Tabs, type TabItem } from '@org/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { isPathWithin, paths } from '../navigation/paths';

/** docs/product.md §2: the Users | Roles tab bar of the routes that set the `userTabs` flag. */
export function UserTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const tabs: TabItem[] = [
    { id: 'users', label: t('nav.users'), href: paths.users },
    { id: 'roles', label: t('nav.roles'), href: paths.roles },
  ];
  const current = tabs.find((tab) => isPathWithin(pathname, tab.href!))?.id;
  return (
    <Tabs
      label={t('users.tabs')}
      tabs={tabs}
      value={current}
      renderTab={(tab, props) => <Link to={tab.href!} {...props} />}
    />
  );
}
