// Installs what is missing: node_modules from the lock file, and Chromium from Debian when
// /usr/bin/chromium is absent (Playwright's own browser download cannot work here).
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';

const run = (cmd) => execSync(cmd, { stdio: 'inherit' });

export function ensureDependencies() {
  const stamp = 'node_modules/.package-lock.json';
  const stale = !existsSync(stamp) || statSync('package-lock.json').mtimeMs > statSync(stamp).mtimeMs + 1000;
  if (stale) {
    console.log('› installing npm dependencies (npm ci)');
    run('npm ci --no-audit --no-fund');
  }
}

export function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  console.log('› installing Chromium from Debian (apt-get install chromium)');
  const sudo = process.getuid && process.getuid() === 0 ? '' : 'sudo ';
  run(`${sudo}apt-get update -qq`);
  run(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`);
  if (!existsSync('/usr/bin/chromium')) throw new Error('Chromium could not be installed at /usr/bin/chromium');
}

export function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}
