import * as z from 'zod/mini';
import { lineText, multiLineText } from './text';

/** What the app's error reporter sends (S0 §8: failed actions go to an error-reporting service). */
export const ErrorReport = z.object({
  source: z.string().check(lineText, z.minLength(1), z.maxLength(200)),
  message: z.string().check(multiLineText, z.maxLength(10_000)),
  detail: z.optional(z.string().check(multiLineText, z.maxLength(100_000))),
  url: z.optional(z.string().check(lineText, z.maxLength(4_000))),
  at: z.string().check(lineText, z.maxLength(100)),
});
export type ErrorReport = z.infer<typeof ErrorReport>;
export const ErrorReportList = z.object({ reports: z.array(ErrorReport) });
