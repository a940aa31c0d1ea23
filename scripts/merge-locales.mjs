#!/usr/bin/env node
// Deep-merges a fragment of translations into public/locales/<locale>.json, one locale per top-level
// key of the fragment: `{ "en-GB": { "photos": { … } }, "nl-NL": { … }, "de-DE": { … } }`.
// Several people (or helpers) can add keys at the same time: a lock folder serialises the writes.
// Usage: node scripts/merge-locales.mjs fragment.json [more.json …]
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const localesDir = fileURLToPath(new URL('../public/locales/', import.meta.url));
const lock = `${localesDir}.merge-lock`;

function merge(target, source, path) {
  for (const [key, value] of Object.entries(source)) {
    const here = path ? `${path}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      if (target[key] === undefined) target[key] = {};
      if (typeof target[key] !== 'object') throw new Error(`${here} is a string in the locale file, an object in the fragment`);
      merge(target[key], value, here);
    } else if (typeof value === 'string') {
      target[key] = value;
    } else {
      throw new Error(`${here}: only strings and objects belong in a locale file`);
    }
  }
}

async function withLock(run) {
  for (let attempt = 0; ; attempt++) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST' || attempt > 200) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    run();
  } finally {
    rmdirSync(lock);
  }
}

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: node scripts/merge-locales.mjs fragment.json [more.json …]');
  process.exit(2);
}
await withLock(() => {
  for (const file of files) {
    const fragment = JSON.parse(readFileSync(file, 'utf8'));
    for (const [locale, translations] of Object.entries(fragment)) {
      const path = `${localesDir}${locale}.json`;
      const current = JSON.parse(readFileSync(path, 'utf8'));
      merge(current, translations, '');
      writeFileSync(path, `${JSON.stringify(current, null, 2)}\n`);
      console.log(`merged ${file} into ${locale}.json`);
    }
  }
});
