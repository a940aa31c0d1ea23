// The delivery cutoff banner (S0 §3, §7 Cutoff): the campaigns named by the article groups that are
// still running, i.e. today ≤ orderBefore in the customer's time zone, earliest first, each once.
import type { CutoffCampaign } from '@schemas/orders';
import { calendarDay } from '@/features/shared/orders/orderDates';

/** The distinct campaign names of the article groups (groups without a campaign left out). */
export function campaignNamesOf(groups: readonly { campaignName: string | null }[]): string[] {
  return [...new Set(groups.flatMap((group) => (group.campaignName ? [group.campaignName] : [])))];
}

export function activeCampaigns(campaigns: readonly CutoffCampaign[], now: Date, timeZone: string): CutoffCampaign[] {
  const today = calendarDay(now, timeZone).getTime();
  return campaigns
    .filter((campaign) => calendarDay(campaign.orderBefore, timeZone).getTime() >= today)
    .sort((a, b) => a.orderBefore.localeCompare(b.orderBefore));
}
