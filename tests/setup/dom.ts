import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { dateLocaleFor } from '@/platform/i18n/dateLocale';

afterEach(() => cleanup());

// A screen that comes (lazy chunks, fake services answering) is waited for up to 5 s, not the
// default 1 s: with both cores busy (the whole suite, a CI runner) a first render of a lazy page
// can take longer than a second. What is waited for is unchanged.
configure({ asyncUtilTimeout: 5_000 });

// The photo pages wait for their date locale's chunk (DateLocaleLoader); the app starts loading it
// with the page's own chunk, so it is in before they render: here too, once per test file.
beforeAll(() => dateLocaleFor('en-GB'));
