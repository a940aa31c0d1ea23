import { z } from 'zod';
import { pathSegment } from '../http/validation';

/**
 * Query and path values of the orders and documents services. Numbers in a query are whole
 * decimal numbers written out (`Offset=`, `Offset=1e2` or `Offset=-1` are refused with 400, not
 * read as 0 or 100); a repeated parameter is refused too.
 */
export function wholeNumber(name: string, options: { fallback: number; min: number; max: number }) {
  return z
    .string({ error: `${name} must be a single whole number` })
    .regex(/^\d{1,9}$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(z.number().min(options.min, `${name} must be at least ${options.min}`).max(options.max, `${name} must be at most ${options.max}`))
    .optional()
    .transform((value) => value ?? options.fallback);
}

/** One code in a path (a super order, a product, an invoice, a campaign). */
export const CodeParams = z.object({ code: pathSegment });
