// The home overview's latest orders (S0 §7, §9; DECISIONS 11: GET /orders/byAccount/:accountId,
// limit 10), with the spec's request state: the generic resource load under its own name, one per
// customer id in the account scope (src/features/home/wiring/latestOrders.ts).
import type { OrderSummaryPage } from '@schemas/orderModel';
import { createResourceMachine } from '../shell/resource.machine';

export const latestOrdersMachine = createResourceMachine<OrderSummaryPage, 'latestOrders'>('latestOrders');

export type LatestOrdersMachine = typeof latestOrdersMachine;
