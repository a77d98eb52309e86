import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '#web/lib/when-idle.ts';
import { toaster } from '../ui/toaster-store.ts';

const loadToaster = () => import('../ui/toaster.tsx');
const ToasterView = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

/**
 * Renders the snackbar region. Its code (the toast machines) is fetched when the browser is idle or
 * when the first notice arrives, whichever comes first, so it does not weigh on the first paint.
 */
export function SnackbarHost() {
  const [active, setActive] = useState(() => toaster.getCount() > 0);

  useEffect(() => {
    if (active) return;
    const unsubscribe = toaster.subscribe(() => setActive(true));
    const idle = whenIdle(() => void loadToaster());
    return () => {
      unsubscribe();
      idle.cancel();
    };
  }, [active]);

  return active ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
