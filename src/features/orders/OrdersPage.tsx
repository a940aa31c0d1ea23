import { PlaceholderPage } from '@/features/placeholder/PlaceholderPage';

/** The orders page (S0 §2). Its screen comes with the orders issue; until then the placeholder. */
export function OrdersPage() {
  return <PlaceholderPage />;
}
