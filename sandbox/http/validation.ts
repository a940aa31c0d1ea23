import type { FastifyReply } from 'fastify';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { textProblem } from '@schemas/text';
import { escapeForLog } from './log-text';

/**
 * Turns zod issues into the one human sentence a 400 carries, e.g.
 * "postalCode: Postal Code must be valid; street: Street name must be valid".
 */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const parts = issues.map((issue) => {
    const where = issue.path.map((key) => String(key)).join('.');
    return where ? `${where}: ${issue.message}` : issue.message;
  });
  return [...new Set(parts)].join('; ') || 'Invalid request';
}

/** A path parameter: one non-empty line of text, at most 200 characters. */
export const pathSegment = z
  .string()
  .min(1, 'Must not be empty')
  .max(200, 'Too long')
  .superRefine((value, ctx) => {
    const problem = textProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export type Parsed<T> = { ok: true; data: T } | { ok: false; message: string };

/** Parses outside input (a body, a query, params) with its schema. */
export function parseInput<S extends z.core.$ZodType>(schema: S, input: unknown): Parsed<z.output<S>> {
  const result = z.safeParse(schema, input);
  return result.success ? { ok: true, data: result.data } : { ok: false, message: describeIssues(result.error.issues) };
}

/** Answers 400 {message} when the input fails its schema; otherwise hands back the parsed data. */
export function parseOrReject<S extends z.core.$ZodType>(reply: FastifyReply, schema: S, input: unknown): z.output<S> | undefined {
  const parsed = parseInput(schema, input);
  if (parsed.ok) return parsed.data;
  void reply.code(400).send({ message: parsed.message });
  return undefined;
}

/**
 * Sends a response only after it passed its own schema. A response that fails is a sandbox bug,
 * not the caller's: 500, and the issues go to stderr.
 */
export function sendValid<S extends z.core.$ZodType>(reply: FastifyReply, schema: S, body: unknown, status = 200): FastifyReply {
  const result = z.safeParse(schema, body);
  if (result.success) return reply.code(status).send(result.data);
  const text = describeIssues(result.error.issues);
  const errorId = randomUUID();
  process.stderr.write(
    `[sandbox] error ${errorId}: response of ${escapeForLog(`${reply.request.method} ${reply.request.url}`)} failed its schema: ${escapeForLog(text)}\n`,
  );
  return reply.code(500).send({ message: 'Internal error', errorId });
}
