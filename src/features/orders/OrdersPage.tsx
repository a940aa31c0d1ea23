import { PlaceholderPage } from '@/features/shared/PlaceholderPage';

/** The orders page (S0 §2): the placeholder until the orders area is built. */
export function OrdersPage() {
  return <PlaceholderPage />;
}
