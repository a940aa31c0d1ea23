// Fake session for component tests: the views read useAuth() and useCustomer(); tests replace those
// two modules with these (vi.mock) and set `session.auth` / `session.customer` per test.
import { vi } from 'vitest';
import type { Customer } from '@schemas/customer';
import type { UseAuth } from '@/app/auth/AuthContext';
import type { UseCustomer } from '@/app/customer/CustomerContext';
import { customerRecord } from '../../fixtures/customer';

/** The signed-in customer of the component tests: Anna Jansen, a UK consumer (the claims of authAs). */
export function customerFixture(overrides: Partial<Customer> = {}): Customer {
  return customerRecord({
    id: 'c-1',
    email: 'anna@example.com',
    firstName: 'Anna',
    lastName: 'Jansen',
    countryCode: 'GB',
    locale: 'en-GB',
    createdAt: '2024-01-01T10:00:00.000Z',
    ...overrides,
  });
}

export function authAs(kind: 'consumer' | 'business', overrides: Partial<UseAuth> = {}): UseAuth {
  return {
    status: 'authenticated',
    claims: {
      sub: 'acc-1',
      email: kind === 'business' ? 'shop@example.com' : 'anna@example.com',
      idp_type: 'albelli',
      idp_sub: 'idp-1',
      amr: kind === 'business' ? ['pwd', 'b2b'] : ['pwd'],
    },
    isBusiness: kind === 'business',
    accountDeleted: false,
    signIn: vi.fn(),
    signOut: vi.fn(),
    ...overrides,
  };
}

export function customerState(overrides: Partial<UseCustomer> = {}): UseCustomer {
  return { requestState: 'Finished', customer: customerFixture(), error: null, reload: vi.fn(), ...overrides };
}

export const session: { auth: UseAuth; customer: UseCustomer } = {
  auth: authAs('consumer'),
  customer: customerState(),
};

export function resetSession(): void {
  session.auth = authAs('consumer');
  session.customer = customerState();
}

/** Stand-ins for '@/app/auth/AuthContext' and '@/app/customer/CustomerContext'. */
export const authContextModule = { useAuth: (): UseAuth => session.auth };
export const customerContextModule = { useCustomer: (): UseCustomer => session.customer };
