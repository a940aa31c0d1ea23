import * as z from 'zod/mini';
import './locale';

/** The sandbox's own switches (not a retailer service): fault rules and reported errors. */
export const FaultRuleInput = z.object({
  path: z.string().check(z.startsWith('/')),
  method: z.optional(z.string().check(z.toUpperCase())),
  latencyMs: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(60_000))),
  status: z.optional(z.number().check(z.int(), z.minimum(100), z.maximum(599))),
  malformed: z.optional(z.enum(['json', 'schema'])),
  times: z.optional(z.number().check(z.int(), z.minimum(1))),
});
export type FaultRuleInput = z.infer<typeof FaultRuleInput>;
export const FaultRule = z.extend(FaultRuleInput, { id: z.string(), hits: z.number().check(z.int(), z.minimum(0)) });
export type FaultRule = z.infer<typeof FaultRule>;
export const FaultList = z.object({ rules: z.array(FaultRule) });

export { ErrorReport, ErrorReportList } from './errorReport';

export const TestAccountRequest = z.object({
  accountType: z._default(z.enum(['consumer', 'business']), 'consumer'),
  b2bStatus: z.optional(z.enum(['Default', 'New', 'Blocked'])),
  /** false: an account without a customer record (GET /customers/me answers 404) */
  customer: z._default(z.boolean(), true),
});
/** `id` is the account id (the token's `sub`), beyond the contract's `{email, password}`. */
export const TestAccount = z.object({ id: z.string(), email: z.email(), password: z.string() });
