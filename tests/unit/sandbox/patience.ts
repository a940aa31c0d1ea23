/**
 * How long a sandbox test waits for what the sandbox does in the background (a push message, an
 * archive's build, a file's removal) before it fails with what it saw. Not a bound on speed: the
 * tests that bound a time say so with their own figure.
 *
 * 15 s by default. The PostgreSQL pass runs at a low priority beside the end-to-end tests
 * (scripts/test.mjs), where the two cores can be the browser's for seconds at a time; it sets
 * `SANDBOX_TEST_PATIENCE_MS` higher, and the tests' own timeout with it (scripts/test-postgres.mjs).
 */
export const PATIENCE_MS = Number(process.env.SANDBOX_TEST_PATIENCE_MS ?? '') || 15_000;

/** Polls `check` every `everyMs` until it holds or `withinMs` has passed; answers whether it held. */
export async function eventually(check: () => boolean | Promise<boolean>, everyMs = 50, withinMs = PATIENCE_MS): Promise<boolean> {
  const end = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return true;
}
