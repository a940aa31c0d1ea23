import { describe, expect, it } from 'vitest';
import { AppConfig } from '@schemas/config';
import { redirectUrl, resolveHost } from '@/platform/brand/resolveHost';
import hostTable from '../../../public/config.json';

const config = AppConfig.parse(hostTable);

function brandOf(hostname: string) {
  const resolution = resolveHost(hostname, config);
  if (resolution.kind !== 'brand') throw new Error(`${hostname} redirects`);
  return resolution;
}

describe('resolveHost', () => {
  it('maps a brand host to its row', () => {
    const resolution = brandOf('my.albelli.nl');
    expect(resolution).toMatchObject({ host: 'my.albelli.nl', match: 'table' });
    expect(resolution.brand).toMatchObject({ brand: 'albelli', channel: 'albelli-nl', country: 'NL', locale: 'nl-NL' });
  });

  it('strips a trailing .localhost when the rest is in the table', () => {
    const resolution = brandOf('my.resnap.co.uk.localhost');
    expect(resolution).toMatchObject({ host: 'my.resnap.co.uk', match: 'table' });
    expect(resolution.brand.brand).toBe('resnap');
  });

  it('ignores case and a trailing dot', () => {
    expect(brandOf('My.Fotoknudsen.NO.').brand.channel).toBe('fotoknudsen-no');
  });

  it('maps plain localhost and 127.0.0.1 to the default host', () => {
    for (const hostname of ['localhost', '127.0.0.1']) {
      const resolution = brandOf(hostname);
      expect(resolution).toMatchObject({ host: 'my.bonusprint.co.uk', match: 'loopback' });
      expect(resolution.brand.locale).toBe('en-GB');
    }
  });

  it('falls back to the default brand for an unknown host, marked unknown', () => {
    for (const hostname of ['shop.example.com', 'unknown.localhost', 'my.albelli.nl.example']) {
      expect(brandOf(hostname)).toMatchObject({ host: 'my.bonusprint.co.uk', match: 'unknown' });
    }
  });

  it('redirects the legacy French domain to its new host', () => {
    expect(resolveHost('my.monalbumphoto.fr', config)).toEqual({ kind: 'redirect', host: 'my.albelli.fr', localhostSuffix: false });
    expect(resolveHost('my.monalbumphoto.fr.localhost', config)).toEqual({
      kind: 'redirect',
      host: 'my.albelli.fr',
      localhostSuffix: true,
    });
  });

  it('keeps the .localhost suffix, port, path, query and hash on a redirect', () => {
    const local = resolveHost('my.monalbumphoto.fr.localhost', config);
    if (local.kind !== 'redirect') throw new Error('expected a redirect');
    expect(redirectUrl(new URL('http://my.monalbumphoto.fr.localhost:8080/orders/ABC?embedded=true#top'), local)).toBe(
      'http://my.albelli.fr.localhost:8080/orders/ABC?embedded=true#top',
    );
    const live = resolveHost('my.monalbumphoto.fr', config);
    if (live.kind !== 'redirect') throw new Error('expected a redirect');
    expect(redirectUrl(new URL('https://my.monalbumphoto.fr/settings?flag.FlowAtlasEnabled=on'), live)).toBe(
      'https://my.albelli.fr/settings?flag.FlowAtlasEnabled=on',
    );
  });

  it('serves the de-AT channel under its own host and its internal host name', () => {
    const byHost = brandOf('my.albelli.at');
    const byInternalHost = brandOf('at.my.albelli.de');
    const byInternalLocal = brandOf('at.my.albelli.de.localhost');
    for (const resolution of [byHost, byInternalHost, byInternalLocal]) {
      expect(resolution.host).toBe('my.albelli.at');
      expect(resolution.brand).toMatchObject({ channel: 'albelli-at', country: 'AT', locale: 'de-AT' });
    }
    expect(byInternalHost.match).toBe('internalHost');
    // the German channel is still its own host
    expect(brandOf('my.albelli.de').brand.channel).toBe('albelli-de');
  });

  it('resolves every host of the table to itself (or redirects when it is legacy)', () => {
    for (const row of config.hosts) {
      const resolution = resolveHost(`${row.host}.localhost`, config);
      if (row.redirectTo) expect(resolution).toMatchObject({ kind: 'redirect', host: row.redirectTo });
      else expect(resolution).toMatchObject({ kind: 'brand', host: row.host });
    }
  });
});
