import { useProgressBar } from '@org/ui';
import { useNavigation } from 'react-router-dom';
import { useNavigationProgress } from './useNavigationProgress';

/** The thin bar at the top of the page during a navigation (docs/product.md §2); renders nothing itself. */
export function NavigationProgress() {
  const navigation = useNavigation();
  useNavigationProgress(navigation.state !== 'idle', useProgressBar());
  return null;
}
