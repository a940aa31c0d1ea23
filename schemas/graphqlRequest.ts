import * as z from 'zod/mini';
import { deepTextProblem, lineText, multiLineText } from './text';

// The request body of the merchandise GraphQL service, as the service checks it. The app only
// sends its own fixed queries and parses answers with ./merchandise.ts; this stays out of its shell.

/** The longest query text the service reads (the app's queries are well under 1 kB). */
export const MAX_QUERY_LENGTH = 20_000;

/** The request body of every query. */
export const GraphQlRequest = z.object({
  query: z
    .string()
    .check(multiLineText, z.minLength(1), z.maxLength(MAX_QUERY_LENGTH, `Query is too long (more than ${MAX_QUERY_LENGTH} characters)`)),
  variables: z.optional(
    z.record(z.string(), z.unknown()).check(
      z.superRefine((variables, ctx) => {
        const problem = deepTextProblem(variables);
        if (problem) ctx.addIssue({ code: 'custom', message: problem, input: variables });
      }),
    ),
  ),
  operationName: z.optional(z.nullable(z.string().check(lineText, z.maxLength(200)))),
});
export type GraphQlRequest = z.infer<typeof GraphQlRequest>;
