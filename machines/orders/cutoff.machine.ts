// The delivery cutoff campaigns of the orders page (S0 §7 Cutoff): the article groups name their
// campaign, each named campaign is read once. The generic resource load under its own name; a
// failure shows no banner (the banner is a hint, not the page) and is reported.
import type { CutoffCampaign } from '@schemas/orders';
import { createResourceMachine } from '../shell/resource.machine';

export const cutoffMachine = createResourceMachine<CutoffCampaign[], 'cutoff'>('cutoff');

export type CutoffMachine = typeof cutoffMachine;
