import { useAuth } from '@/platform/auth/AuthContext';
import { useCustomer } from '@/platform/customer/CustomerContext';
import { usePublicLinks } from '@/platform/publicConfig/PublicConfigContext';
import { B2bStatusBanner } from './B2bStatusBanner';

/** The status banner for business users whose customer record has a b2b status. */
export function BusinessBanner() {
  const { isBusiness } = useAuth();
  const { customer } = useCustomer();
  const customerCareUrl = usePublicLinks()?.customerCare ?? null;
  const status = customer?.b2bStatus ?? null;
  if (!isBusiness || status === null) return null;
  return <B2bStatusBanner status={status} customerCareUrl={customerCareUrl} />;
}
