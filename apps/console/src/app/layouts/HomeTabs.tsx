import { can } from '@org/contracts';
import { Tabs, type TabItem } from '@org/ui';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { HOME_NAMESPACE } from '../../features/home/homeNamespace';
import { isPathWithin, paths } from '../navigation/paths';
import { MANAGE_PROGRAMS } from '../navigation/programsAccess';
import { currentUserAtom } from '../session/sessionAtoms';
import { asRouteHandle } from '../navigation/routeAccess';

/**
 * Whether any matched route asks for Home's Patients | Programs tab bar. Here rather than beside
 * `showsUserTabs`, so that it loads with the signed-in layout and not on /login's first paint.
 */
export const showsHomeTabs = (handles: readonly unknown[]): boolean =>
  handles.some((handle) => asRouteHandle(handle).homeTabs === true);

/**
 * docs/product.md §2.7: Home's Patients | Programs | Overview tab bar, the pattern of Users | Roles.
 * Its words are Home's, which each of its routes loads.
 */
export function HomeTabs() {
  const { t } = useTranslation(HOME_NAMESPACE);
  const { pathname } = useLocation();
  const user = useAtomValue(currentUserAtom);
  // Each tab for those who may open it; a bar of one tab is no bar.
  const tabs: TabItem[] = [
    { id: 'patients', label: t('patients.tabPatients'), href: paths.home },
    ...(can(user, MANAGE_PROGRAMS)
      ? [{ id: 'programs', label: t('patients.tabPrograms'), href: paths.programs }]
      : []),
    ...(can(user, 'overview:read')
      ? [{ id: 'overview', label: t('patients.tabOverview'), href: paths.overview }]
      : []),
    ...(can(user, 'patients:enrol')
      ? [{ id: 'duplicates', label: t('patients.tabDuplicates'), href: paths.duplicates }]
      : []),
  ];
  if (tabs.length < 2) return null;
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
