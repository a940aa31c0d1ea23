import { useMemo } from 'react';
import { useAuth } from '@/platform/auth/AuthContext';
import { useFlags } from '../flags/FlagsContext';
import { usePublicLinks } from '../publicConfig/PublicConfigContext';
import { menuEntries } from './menuEntries';
import type { MenuEntry } from './menuEntries';

/** The side-menu entries for the signed-in customer. */
export function useMenuEntries(): MenuEntry[] {
  const { isBusiness } = useAuth();
  const flags = useFlags();
  const faqUrl = usePublicLinks()?.faq ?? null;
  return useMemo(() => menuEntries({ isBusiness, flags, faqUrl }), [isBusiness, flags, faqUrl]);
}
