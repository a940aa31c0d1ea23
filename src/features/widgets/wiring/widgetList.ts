// The online products list's load (machines/widgets/widgetList.machine.ts): the customer's order
// codes from the orders service, then the widgets of those orders. Per visit: a product can go
// online or offline from its own page, so each visit asks again.
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { widgetListMachine } from '@machines/widgets/widgetList.machine';
import type { WidgetItem } from '@schemas/widgets';
import { allOrderCodes, useOrdersApi, useWidgetsApi } from './widgetsApi';

export function useWidgetListMachine() {
  const widgets = useWidgetsApi();
  const orders = useOrdersApi();
  return useMemo(
    () =>
      widgetListMachine.provide({
        actors: {
          load: fromPromise<WidgetItem[]>(async ({ signal }) => widgets.listWidgets(await allOrderCodes(orders, signal), { signal })),
        },
      }),
    [widgets, orders],
  );
}
