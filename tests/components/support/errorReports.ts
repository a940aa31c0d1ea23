// The error reports the app makes, caught where the app sends them: the reporter configured as
// bootstrap configures it (configureErrorReporter), with a fetch that keeps each POSTed report
// instead of sending it, and without the console. tests/setup/dom.ts resets the reporter after
// each test.
import { ErrorReport } from '@schemas/errorReport';
import { configureErrorReporter } from '@/platform/errors/reporter';

/** Configures the reporter for this test; the reports it POSTs arrive in the returned list, in order. */
export function catchErrorReports(): ErrorReport[] {
  const reports: ErrorReport[] = [];
  const keep: typeof fetch = async (_url, init) => {
    if (typeof init?.body === 'string') reports.push(ErrorReport.parse(JSON.parse(init.body)));
    return new Response(null, { status: 204 });
  };
  configureErrorReporter('/errors', { fetch: keep, console: false });
  return reports;
}
