import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { dateLocaleFor } from '@/app/i18n/dateLocale';

afterEach(() => cleanup());

// The photo pages wait for their date locale's chunk (DateLocaleLoader); the app starts loading it
// with the page's own chunk, so it is in before they render: here too, once per test file.
beforeAll(() => dateLocaleFor('en-GB'));
