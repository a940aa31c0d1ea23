// The status a customer sees (S0 §4; DECISIONS 9), from the contract's table. A status string the
// table does not know is reported to error monitoring and shown as Ordered: the order exists and
// was placed, which is the least surprising thing to tell the customer.
import { shownStatusOf, type ShownStatus } from '@schemas/orders';
import { reportError } from '@/platform/errors/reporter';

export type ReportUnknownStatus = (status: string) => void;

export const reportUnknownStatus: ReportUnknownStatus = (status) =>
  reportError('orders.status', new Error(`Unknown order status '${status}'`), 'shown as Ordered (DECISIONS 9)');

export function shownStatus(status: string, report: ReportUnknownStatus = reportUnknownStatus): ShownStatus {
  const shown = shownStatusOf(status);
  if (shown !== null) return shown;
  report(status);
  return 'Ordered';
}
