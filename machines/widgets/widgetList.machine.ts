// The online products list (S0 §2 widgets, §7 GET /v1/widget/all?orderCodes=…): the customer's
// widgets for the products of their orders, with the spec's request state (NotRequested,
// InProgress, Finished, Failed). It is the generic resource load under its own name; its load
// actor (the wiring) reads the order codes, then the widgets, and a widget fetch still answered 401
// after the one renewal yields an empty list, not a failure (DECISIONS 2).
import type { WidgetItem } from '@schemas/widgets';
import { createResourceMachine } from '../shell/resource.machine';

export const widgetListMachine = createResourceMachine<WidgetItem[], 'widgetList'>('widgetList');

export type WidgetListMachine = typeof widgetListMachine;
