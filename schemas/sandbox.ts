import { z } from 'zod';

/** The sandbox's own switches (not a retailer service): fault rules and reported errors. */
export const FaultRuleInput = z.object({
  path: z.string().startsWith('/'),
  method: z.string().toUpperCase().optional(),
  latencyMs: z.number().int().min(0).max(60_000).optional(),
  status: z.number().int().min(100).max(599).optional(),
  malformed: z.enum(['json', 'schema']).optional(),
  times: z.number().int().min(1).optional(),
});
export type FaultRuleInput = z.infer<typeof FaultRuleInput>;
export const FaultRule = FaultRuleInput.extend({ id: z.string(), hits: z.number().int().min(0) });
export type FaultRule = z.infer<typeof FaultRule>;
export const FaultList = z.object({ rules: z.array(FaultRule) });

export const ErrorReport = z.object({
  source: z.string().min(1),
  message: z.string(),
  detail: z.string().optional(),
  url: z.string().optional(),
  at: z.string(),
});
export type ErrorReport = z.infer<typeof ErrorReport>;
export const ErrorReportList = z.object({ reports: z.array(ErrorReport) });

export const TestAccountRequest = z.object({
  accountType: z.enum(['consumer', 'business']).default('consumer'),
  b2bStatus: z.enum(['Default', 'New', 'Blocked']).optional(),
  /** false: an account without a customer record (GET /customers/me answers 404) */
  customer: z.boolean().default(true),
});
/** `id` is the account id (the token's `sub`), beyond the contract's `{email, password}`. */
export const TestAccount = z.object({ id: z.string(), email: z.email(), password: z.string() });
