import { describe, expect, it } from 'vitest';
import { assessConsent, CONSENT_VERSION, decodeConsent, encodeConsent, monthsBefore } from '@schemas/consent';

describe('consent code', () => {
  it('decodes exactly the four codes, first analytics, second marketing', () => {
    expect(decodeConsent('00')).toEqual({ analytics: false, marketing: false });
    expect(decodeConsent('01')).toEqual({ analytics: false, marketing: true });
    expect(decodeConsent('10')).toEqual({ analytics: true, marketing: false });
    expect(decodeConsent('11')).toEqual({ analytics: true, marketing: true });
    for (const bad of ['2x', '0', '000', ' 00', '', null, undefined, 'true']) expect(decodeConsent(bad)).toBeNull();
    expect(encodeConsent({ analytics: true, marketing: false })).toBe('10');
  });

  it('asks again for an invalid, unrecorded, outdated or older-than-13-months choice', () => {
    const today = '2026-11-25';
    const record = (day: string, version = CONSENT_VERSION) => `${version}.${day}`;
    expect(assessConsent(null, null, today)).toEqual({ kind: 'missing' });
    expect(assessConsent('2x', record(today), today)).toEqual({ kind: 'missing' });
    expect(assessConsent('11', null, today)).toEqual({ kind: 'expired', reason: 'unrecorded' });
    expect(assessConsent('11', '1.2026-02-30', today)).toEqual({ kind: 'expired', reason: 'unrecorded' });
    expect(assessConsent('11', record(today, CONSENT_VERSION + 1), today)).toEqual({ kind: 'expired', reason: 'outdated' });
    expect(assessConsent('10', record('2025-10-25'), today)).toEqual({
      kind: 'valid',
      choice: { analytics: true, marketing: false },
      day: '2025-10-25',
    });
    expect(assessConsent('10', record('2025-10-24'), today)).toEqual({ kind: 'expired', reason: 'tooOld' });
  });

  it('counts calendar months back, to the month end when shorter', () => {
    expect(monthsBefore('2026-11-25', 13)).toBe('2025-10-25');
    expect(monthsBefore('2027-03-31', 13)).toBe('2026-02-28');
  });
});
