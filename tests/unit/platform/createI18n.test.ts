// The locale files are requested at once (not a turn of the event loop later, when i18next asks),
// each once, and the translations come from them.
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/platform/i18n/createI18n';

const ORIGIN = 'https://my.example.test';

function localeServer(files: Record<string, Record<string, string>>) {
  const requested: string[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    const { pathname } = new URL(String(input instanceof Request ? input.url : input));
    requested.push(pathname);
    const language = decodeURIComponent(pathname.replace(/^\/locales\/|\.json$/g, ''));
    const body = files[language];
    return body ? new Response(JSON.stringify(body), { status: 200 }) : new Response('{}', { status: 404 });
  };
  return { requested, fetch };
}

describe('createI18n', () => {
  it('requests the locale and its fallbacks before i18next asks, each once', async () => {
    const server = localeServer({ 'nl-NL': { hello: 'Hallo' }, 'en-GB': { hello: 'Hello', bye: 'Goodbye' } });
    const ready = createI18n('nl-BE', ORIGIN, server.fetch);
    expect([...server.requested].sort()).toEqual(['/locales/en-GB.json', '/locales/nl-BE.json', '/locales/nl-NL.json']);
    const i18n = await ready;
    expect(i18n.t('hello')).toBe('Hallo');
    expect(i18n.t('bye')).toBe('Goodbye');
    expect(server.requested).toHaveLength(3);
  });

  it('a locale with its own file and the default chain', async () => {
    const server = localeServer({ 'en-GB': { hello: 'Hello' } });
    const i18n = await createI18n('en-GB', ORIGIN, server.fetch);
    expect(server.requested).toEqual(['/locales/en-GB.json']);
    expect(i18n.t('hello')).toBe('Hello');
  });
});
