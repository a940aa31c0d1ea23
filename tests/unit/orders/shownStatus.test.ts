// The shown status (DECISIONS 9): every status string of the contract, and unknown ones reported and shown as Ordered.
import { describe, expect, it, vi } from 'vitest';
import { ORDER_STATUS_STRINGS } from '@schemas/orders';
import { shownStatus } from '@/features/shared/orders/shownStatus';

describe('shownStatus', () => {
  it('maps the spec’s statuses', () => {
    const report = vi.fn();
    expect(shownStatus('Received', report)).toBe('AwaitingPayment');
    expect(shownStatus('paymentFailed', report)).toBe('AwaitingPayment');
    expect(shownStatus('Confirmed', report)).toBe('Ordered');
    expect(shownStatus('paymentFree', report)).toBe('Ordered');
    expect(shownStatus('ProductionCompleted', report)).toBe('InProduction');
    expect(shownStatus('processing failed', report)).toBe('InProduction');
    expect(shownStatus('Dispatched', report)).toBe('Sent');
    expect(shownStatus('shipped', report)).toBe('Sent');
    expect(shownStatus('rejected', report)).toBe('Cancelled');
    expect(shownStatus('Cancelled', report)).toBe('Cancelled');
    for (const status of ORDER_STATUS_STRINGS) shownStatus(status, report);
    expect(report).not.toHaveBeenCalled();
  });

  it('reports an unknown status and shows it as Ordered', () => {
    const report = vi.fn();
    expect(shownStatus('teleported', report)).toBe('Ordered');
    expect(report).toHaveBeenCalledWith('teleported');
  });
});
