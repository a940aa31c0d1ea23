import * as z from 'zod/mini';

/** What the app's error reporter sends (S0 §8: failed actions go to an error-reporting service). */
export const ErrorReport = z.object({
  source: z.string().check(z.minLength(1)),
  message: z.string(),
  detail: z.optional(z.string()),
  url: z.optional(z.string()),
  at: z.string(),
});
export type ErrorReport = z.infer<typeof ErrorReport>;
export const ErrorReportList = z.object({ reports: z.array(ErrorReport) });
