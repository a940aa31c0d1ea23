// Installs what is missing: node_modules from the lock file, Chromium and its headless shell from
// Debian (Playwright's own browser download cannot work here), and Debian's PostgreSQL.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';

const run = (cmd) => execSync(cmd, { stdio: 'inherit' });

export function ensureDependencies() {
  const stamp = 'node_modules/.package-lock.json';
  const stale = !existsSync(stamp) || statSync('package-lock.json').mtimeMs > statSync(stamp).mtimeMs + 1000;
  if (stale) {
    console.log('› installing npm dependencies (npm ci)');
    run('npm ci --no-audit --no-fund');
  }
}

/**
 * Debian's Chromium (the customer's browser: the benches, and the tests that need a browser profile)
 * and its headless shell (the same build without the browser's window machinery: the end-to-end
 * tests' browser, playwright.config.ts). Chromium must be there; the shell only speeds the tests up,
 * so when it cannot be installed the tests run the full browser headless.
 */
export function ensureChromium() {
  const sudo = process.getuid && process.getuid() === 0 ? '' : 'sudo ';
  const install = (pkg) => {
    run(`${sudo}apt-get update -qq`);
    run(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`);
  };
  if (!existsSync('/usr/bin/chromium')) {
    console.log('› installing Chromium from Debian (apt-get install chromium)');
    install('chromium');
    if (!existsSync('/usr/bin/chromium')) throw new Error('Chromium could not be installed at /usr/bin/chromium');
  }
  if (!existsSync('/usr/bin/chromium-headless-shell')) {
    console.log('› installing Chromium’s headless shell from Debian (apt-get install chromium-headless-shell)');
    try {
      install('chromium-headless-shell');
    } catch {
      console.log('  not installed: the end-to-end tests run the full Chromium headless (slower)');
    }
  }
}

export function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** The bin folder of Debian's PostgreSQL (newest major), installing the `postgresql` package when absent. */
export function ensurePostgres() {
  const find = () => {
    const root = '/usr/lib/postgresql';
    if (!existsSync(root)) return null;
    const majors = readdirSync(root)
      .filter((name) => existsSync(`${root}/${name}/bin/pg_ctl`))
      .sort((a, b) => Number(b) - Number(a));
    return majors[0] ? `${root}/${majors[0]}/bin` : null;
  };
  const found = find();
  if (found) return found;
  console.log('› installing PostgreSQL from Debian (apt-get install postgresql)');
  const sudo = process.getuid && process.getuid() === 0 ? '' : 'sudo ';
  run(`${sudo}apt-get update -qq`);
  run(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql`);
  const installed = find();
  if (!installed) throw new Error('PostgreSQL could not be installed under /usr/lib/postgresql');
  return installed;
}
