import { useEffect } from 'react';
import { useConsentChoice } from '@/platform/consent/ConsentContext';
import { useCurrentRoute } from '@/platform/routing/routeHandle';
import { track } from '@/platform/analytics/analytics';

/**
 * Navigation tracking (DECISIONS 31): one `page.view` per route the customer opens, named by the
 * route table (never the path, which holds order codes and ids), through the analytics adapter.
 * Without analytics consent `track` sends nothing; when consent is given on a page, that page's
 * view is sent then.
 */
export function PageViews() {
  const route = useCurrentRoute()?.name ?? 'notFound';
  const analytics = useConsentChoice()?.analytics ?? false;
  useEffect(() => {
    if (analytics) track('page.view', { route });
  }, [route, analytics]);
  return null;
}
