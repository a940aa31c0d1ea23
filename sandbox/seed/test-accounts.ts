import { randomBytes, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { TestAccountRequest } from '@schemas/sandbox';
import { createAccount } from '../db/accounts';
import type { Db } from '../db/db';
import { seedParts } from './parts';

/**
 * A fresh account for one test (POST /__sandbox/accounts), so tests that change data do not step
 * on each other or on the demo accounts: the account (random password), then each service's part
 * of what the test asked for (`customer`, `photos`, `albums`, `orders`, `projects`, `widgets`,
 * `activation`: each service's `seed-part.ts` says what it makes of it), in one transaction.
 */
export async function createTestAccount(
  db: Db,
  request: z.output<typeof TestAccountRequest>,
): Promise<{ id: string; email: string; password: string }> {
  const id = randomUUID();
  const email = `test-${id.slice(0, 8)}@example.com`;
  const password = randomBytes(9).toString('base64url');
  const account = { id, business: request.accountType === 'business', request };
  const now = new Date();
  await db.transaction(async (tx) => {
    await createAccount(tx, { id, email, password, accountType: request.accountType });
    for (const part of seedParts) await part.testAccount?.(tx, account, now);
  });
  return { id, email, password };
}
