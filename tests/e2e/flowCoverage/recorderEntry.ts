// The init script's entry: installs the recorder, reporting through the binding the test's fixture
// exposed on the page (looked up at each report, so the order of the page's init scripts does not matter).
import { installRecorder, REPORT_BINDING } from './recorder';

installRecorder((machine, kind, key) => {
  const report: unknown = Reflect.get(globalThis, REPORT_BINDING);
  if (typeof report === 'function') void report(machine, kind, key);
});
