import { Tabs, type TabItem } from '@org/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { HOME_NAMESPACE } from '../../features/home/homeNamespace';
import { isPathWithin, paths } from '../navigation/paths';
import { asRouteHandle } from '../navigation/routeAccess';

/**
 * Whether any matched route asks for Home's Patients | Programs tab bar. Here rather than beside
 * `showsUserTabs`, so that it loads with the signed-in layout and not on /login's first paint.
 */
export const showsHomeTabs = (handles: readonly unknown[]): boolean =>
  handles.some((handle) => asRouteHandle(handle).homeTabs === true);

/**
 * docs/product.md §2.7: Home's Patients | Programs tab bar, the pattern of Users | Roles. Its
 * words are Home's, which both of its routes load.
 */
export function HomeTabs() {
  const { t } = useTranslation(HOME_NAMESPACE);
  const { pathname } = useLocation();
  const tabs: TabItem[] = [
    { id: 'patients', label: t('patients.tabPatients'), href: paths.home },
    { id: 'programs', label: t('patients.tabPrograms'), href: paths.programs },
  ];
  const current = tabs.find((tab) => isPathWithin(pathname, tab.href!))?.id;
  return (
    <Tabs
      label={t('patients.tabs')}
      tabs={tabs}
      value={current}
      renderTab={(tab, props) => <Link to={tab.href!} {...props} />}
    />
  );
}
