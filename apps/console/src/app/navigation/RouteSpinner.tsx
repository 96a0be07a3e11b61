import { useTranslation } from 'react-i18next';
import { routeSpinner, routeSpinnerRing } from './navigation.css';

/**
 * docs/product.md §2: shown until the router is ready (the first loaders have run) or a layout has loaded.
 * Drawn here rather than with @org/ui's Spinner: that one brings the design system's text in every
 * locale, which the first paint of /login cannot afford (docs/decisions.md "The route spinner is the console's own").
 */
export function RouteSpinner() {
  const { t } = useTranslation();
  return (
    <div className={routeSpinner}>
      <span role="status" aria-label={t('common.loading')} className={routeSpinnerRing} />
    </div>
  );
}
