import type { z } from 'zod';
import type { TestAccountRequest } from '@schemas/sandbox';
import type { Db } from '../db/db';

/** A fresh account for one test, as its seed parts see it (sandbox/seed/test-accounts.ts). */
export interface TestAccount {
  id: string;
  business: boolean;
  /** what the test asked for (POST /__sandbox/accounts) */
  request: z.output<typeof TestAccountRequest>;
}

/**
 * What one service of the sandbox puts into a fresh database: its part of the demo data and of a
 * test account. Each service exports its own (`sandbox/<service>/seed-part.ts`); the list in
 * ./parts.ts runs them in order, inside one transaction, after the accounts exist. The list is apart
 * from the services table (sandbox/services.ts) because the reset test tool, one of those services,
 * seeds: a table that also held the seed would import itself.
 */
export interface SeedPart {
  /** the service folder under sandbox/ */
  name: string;
  /** its demo data; `now` is the one moment every age of the seed is counted from */
  demo?: (tx: Db, now: Date) => Promise<void>;
  /** its part of a test account, from what the test asked for */
  testAccount?: (tx: Db, account: TestAccount, now: Date) => Promise<void>;
}
