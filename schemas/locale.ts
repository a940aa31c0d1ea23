import * as z from 'zod/mini';

// zod/mini ships no messages of its own: without a locale every issue zod words itself reads
// "Invalid input". The messages only ever reach logs and error reports (ParseError details), never
// a customer, so the browser loads them after the first render (src/app/bootstrap.tsx) instead of
// with the shell; the sandbox uses classic zod, which registers English when it loads.
// A locale chosen elsewhere with z.config wins.
if (!z.config().localeError) z.config(z.locales.en());
