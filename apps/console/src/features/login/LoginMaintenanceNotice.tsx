import { lazy, Suspense, use, useEffect, useState } from 'react';
import { readMaintenanceOnce } from '../../app/session/firstMaintenanceRead';
import { MaintenanceNoticeView } from '../../app/session/MaintenanceNoticeView';
import { loadedQueryClient } from '../../app/session/queryClientRegistry';

// The message through the api client and the query cache (docs/product.md §9): after a logout, when
// the page's first read failed, or once the page wakes up (shown again, back online), when the cache
// would read it again if it is out of date. It starts from the first read, so nothing flickers.
const QueryMaintenanceNotice = lazy(async () => ({
  default: (await import('../../app/session/MaintenanceMessage')).MaintenanceNotice,
}));

/** The page's first read, until the query cache takes over. */
function FirstReadNotice() {
  const read = use(readMaintenanceOnce());
  const [handedOver, setHandedOver] = useState(false);

  useEffect(() => {
    if (!read) return;
    const handOver = () => setHandedOver(true);
    const onVisible = () => {
      if (document.visibilityState === 'visible') handOver();
    };
    window.addEventListener('online', handOver);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', handOver);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [read]);

  const firstMessage = <MaintenanceNoticeView message={read?.state.message} />;
  if (read && !handedOver) return firstMessage;
  return (
    <Suspense fallback={firstMessage}>
      <QueryMaintenanceNotice />
    </Suspense>
  );
}

/**
 * docs/product.md §12.2: the maintenance message on the sign-in page. docs/decisions.md "/login
 * first-load budget": on the page's first load it is read with `fetch`, without axios and the
 * query cache, which load when the person starts to sign in.
 */
export function LoginMaintenanceNotice() {
  if (loadedQueryClient()) {
    return (
      <Suspense fallback={null}>
        <QueryMaintenanceNotice />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={null}>
      <FirstReadNotice />
    </Suspense>
  );
}
