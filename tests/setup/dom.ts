import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { dateLocaleFor } from '@/platform/i18n/dateLocale';
import { resetErrorReporter } from '@/platform/errors/reporter';
import { forgetStoryboard } from '@/features/flows/wiring/sandboxReports';
import { forgetSorts } from '@/features/photos/wiring/sortStorage';
import { resetConfirmations } from '@/features/account/wiring/accountFlows';
import { resetAnalytics } from '@/platform/analytics/analytics';
import { forgetScripts } from '@/platform/thirdParty/loadScript';
import { preloadBulkActions } from '@/features/photos/bulk/bulkActions';
import { preloadDialogs } from '@/ui/Dialog';
import { resetViewportWidth } from '../components/support/screen';
import { stopTestSessions } from '../components/support/session';

// The component files share one module graph per worker (vitest.config.ts): what a test leaves in
// a module (its auth actors, the error reporter's endpoint and pending reports, the analytics
// consent, the page-load caches: sorts, confirmations, scripts, the atlas's storyboard) is ended
// here, after every test of every file, and so is a window width a test set (a phone width left
// behind would show the next file's home page as the small screens' menu). A hook in a shared
// module would be registered only by the first file that imports it.
afterEach(() => {
  stopTestSessions();
  resetErrorReporter();
  resetAnalytics();
  forgetSorts();
  resetConfirmations();
  forgetScripts();
  forgetStoryboard();
  cleanup();
  resetViewportWidth();
});

// A screen that comes (lazy chunks, fake services answering) is waited for up to 5 s, not the
// default 1 s: with both cores busy (the whole suite, a CI runner) a first render of a lazy page
// can take longer than a second. What is waited for is unchanged.
configure({ asyncUtilTimeout: 5_000 });

// The photo grids wait for their date locale's chunk (DateLocaleGate); the app starts loading it
// with the page's own chunk, so it is most often in before they render: here too, once per test file.
beforeAll(() => dateLocaleFor('en-GB'));

// The dialogs' code (src/ui/Dialog.tsx) and the photo grids' bulk actions
// (src/features/photos/bulk) are loaded on the customer's first input, most often before the click
// that needs them: here once per test file, so that they draw in the same render whichever file
// ran first. Opening
// one before its code came is tested in tests/components/lazyComponent.test.tsx.
beforeAll(() => Promise.all([preloadDialogs(), preloadBulkActions()]));
