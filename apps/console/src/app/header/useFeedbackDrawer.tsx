import { useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { FeedbackDrawerProps } from '../../features/feedback/FeedbackDrawer';
import { FEEDBACK_NAMESPACE } from '../../features/feedback/feedbackNamespace';
import { loadScreenText } from '../i18n/i18n';
import { loadOnce } from '../loadOnce';
import { RECORDS_NAMESPACE } from '../records/recordsNamespace';

// Its code and text load when Feedback is first chosen: no page pays for them before.
const loadFeedbackDrawer = loadOnce(async () => {
  const [module] = await Promise.all([
    import('../../features/feedback/FeedbackDrawer'),
    loadScreenText([FEEDBACK_NAMESPACE, RECORDS_NAMESPACE]),
  ]);
  return module.FeedbackDrawer;
});

interface OpenFeedback {
  page: string;
  Drawer: ComponentType<FeedbackDrawerProps>;
}

/**
 * The profile menu's Feedback (docs/product.md §2.5): `open()` shows the feedback drawer for the
 * page the person is on; render `drawer` outside the menu, which closes as the entry is chosen.
 */
export function useFeedbackDrawer(): { open: () => void; drawer: ReactNode } {
  const { pathname, search, hash } = useLocation();
  const [shown, setShown] = useState<OpenFeedback | null>(null);

  const open = () => {
    const page = `${pathname}${search}${hash}`;
    // A failed load is tried again on the next click (loadOnce forgets it).
    loadFeedbackDrawer().then(
      (Drawer) => setShown({ page, Drawer }),
      () => undefined,
    );
  };

  const drawer = shown ? <shown.Drawer page={shown.page} onClose={() => setShown(null)} /> : null;
  return { open, drawer };
}
