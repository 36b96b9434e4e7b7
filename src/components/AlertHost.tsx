import { lazy, Suspense, useEffect, useState } from 'react';
import { subscribeToAlerts, type AlertMessage } from '~/lib/alerts';

// The dialog brings Mantine's Modal (and its scroll and positioning code): load it only when
// there is something to show, so the first page of every visit stays small.
const AlertDialog = lazy(() => import('./AlertDialog'));

/** Queues alerts that need an acknowledgement, one at a time (spec 5: RESTRICTED ITEM). */
export function AlertHost() {
  const [queue, setQueue] = useState<AlertMessage[]>([]);
  useEffect(() => subscribeToAlerts((alert) => setQueue((current) => [...current, alert])), []);
  const alert = queue[0];
  if (!alert) return null;
  return (
    <Suspense fallback={null}>
      <AlertDialog alert={alert} onDismiss={() => setQueue((current) => current.slice(1))} />
    </Suspense>
  );
}
