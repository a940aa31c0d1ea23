// The home overview's ab-test offer (S0 §7): the generic resource load under its own name, asked of
// the targeting tool only with marketing consent; null when there is no offer or no tool
// (src/features/home/wiring/abTestOffer.ts).
import type { AbTestOffer } from '@schemas/thirdParty';
import { createResourceMachine } from './resource.machine';

export const abTestOfferMachine = createResourceMachine<AbTestOffer | null, 'abTestOffer'>('abTestOffer');

export type AbTestOfferMachine = typeof abTestOfferMachine;
