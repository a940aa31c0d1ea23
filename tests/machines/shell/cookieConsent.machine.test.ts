import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { ConsentChoice } from '@schemas/consent';
import { cookieConsentMachine } from '@machines/shell/cookieConsent.machine';
import { fixtureConsentInputs } from '@machines/shell/fixtures/consent';

function start(input: (typeof fixtureConsentInputs)[keyof typeof fixtureConsentInputs]) {
  const stored: ConsentChoice[] = [];
  const machine = cookieConsentMachine.provide({ actions: { storeChoice: (_, params) => void stored.push(params.choice) } });
  return { actor: createActor(machine, { input }).start(), stored };
}

describe('cookie consent machine', () => {
  it('asks on a first visit, with no choice in effect, and cannot be closed without one', () => {
    const { actor } = start(fixtureConsentInputs.firstVisit);
    expect(actor.getSnapshot().matches('firstVisit')).toBe(true);
    expect(actor.getSnapshot().hasTag('asking')).toBe(true);
    expect(actor.getSnapshot().context.choice).toBeNull();
    // the first-visit dialog cannot be closed without a choice
    expect(actor.getSnapshot().can({ type: 'cookieConsent.close' })).toBe(false);
  });

  it('stores Reject all as neither purpose', () => {
    const { actor, stored } = start(fixtureConsentInputs.firstVisit);
    actor.send({ type: 'cookieConsent.rejectAll' });
    expect(actor.getSnapshot().matches('stored')).toBe(true);
    expect(actor.getSnapshot().context.choice).toEqual({ analytics: false, marketing: false });
    expect(stored).toEqual([{ analytics: false, marketing: false }]);
  });

  it('stores Accept all as both purposes', () => {
    const { actor, stored } = start(fixtureConsentInputs.expired);
    expect(actor.getSnapshot().matches('expired')).toBe(true);
    actor.send({ type: 'cookieConsent.acceptAll' });
    expect(stored).toEqual([{ analytics: true, marketing: true }]);
  });

  it('saves the switched choices', () => {
    const { actor, stored } = start(fixtureConsentInputs.firstVisit);
    actor.send({ type: 'cookieConsent.toggle', purpose: 'marketing' });
    expect(actor.getSnapshot().context.draft).toEqual({ analytics: false, marketing: true });
    expect(actor.getSnapshot().context.choice).toBeNull();
    actor.send({ type: 'cookieConsent.save' });
    expect(stored).toEqual([{ analytics: false, marketing: true }]);
  });

  /** Started on a stored choice (analytics only) and the dialog reopened. */
  function reopened() {
    const run = start(fixtureConsentInputs.stored);
    run.actor.send({ type: 'cookieConsent.reopen' });
    return run;
  }

  /** The same, analytics switched off, then closed without a decision. */
  function closedUndecided() {
    const run = reopened();
    run.actor.send({ type: 'cookieConsent.toggle', purpose: 'analytics' });
    run.actor.send({ type: 'cookieConsent.close' });
    return run;
  }

  it('starts with a stored choice without asking or writing it again', () => {
    const { actor, stored } = start(fixtureConsentInputs.stored);
    expect(actor.getSnapshot().hasTag('decided')).toBe(true);
    expect(actor.getSnapshot().hasTag('asking')).toBe(false);
    expect(stored).toEqual([]);
  });

  it('reopens the dialog on the stored choice', () => {
    const { actor } = reopened();
    expect(actor.getSnapshot().hasTag('asking')).toBe(true);
    expect(actor.getSnapshot().context.draft).toEqual({ analytics: true, marketing: false });
  });

  it('closed without a decision keeps the choice in effect and writes nothing', () => {
    const { actor, stored } = closedUndecided();
    // closed without a decision: the choice in effect is unchanged and nothing is written
    expect(actor.getSnapshot().context.choice).toEqual({ analytics: true, marketing: false });
    expect(stored).toEqual([]);
  });

  it('reopened after such a close starts from the stored choice again, and saves the switched one', () => {
    const { actor, stored } = closedUndecided();
    actor.send({ type: 'cookieConsent.reopen' });
    expect(actor.getSnapshot().context.draft).toEqual({ analytics: true, marketing: false });
    actor.send({ type: 'cookieConsent.toggle', purpose: 'marketing' });
    actor.send({ type: 'cookieConsent.save' });
    expect(stored).toEqual([{ analytics: true, marketing: true }]);
  });
});
