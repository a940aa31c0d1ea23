import * as z from 'zod/mini';

// zod/mini ships no messages of its own: without a locale every issue zod words itself reads
// "Invalid input". Classic zod registered English on first use; do the same here so that the
// messages (in ParseError details, error reports and the sandbox's 400s) stay as they were.
// A locale chosen elsewhere with z.config wins, as it did with classic zod.
if (!z.config().localeError) z.config(z.locales.en());
