// Personal details: its shortest paths; the checks per field; what a failed save keeps; the patch.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { fixtureBusinessCustomer, fixtureCustomerServerError, fixtureSettingsCustomer } from '@machines/settings/fixtures';
import type { SaveInput } from '@machines/settings/formSave';
import {
  CONSUMER_FIELDS,
  PERSONAL_DETAILS_FIELDS,
  personalDetailsPatch,
  personalDetailsSaveMachine,
  type PersonalDetailsField,
} from '@machines/settings/personalDetailsSave.machine';
import type { Customer } from '@schemas/customer';
import { catalogEntry } from '../../fixtures/catalog';
import { replayShortestPaths } from '../../fixtures/machinePaths';

describe('personalDetailsSave paths', () => {
  replayShortestPaths(catalogEntry('personalDetailsSave'), { minPaths: 4 });
});

function start(save: (input: SaveInput<PersonalDetailsField, Customer>) => Promise<Customer>, business = false) {
  const machine = personalDetailsSaveMachine.provide({
    actors: { save: fromPromise<Customer, SaveInput<PersonalDetailsField, Customer>>(({ input }) => save(input)) },
  });
  return createActor(machine, {
    input: business
      ? { saved: fixtureBusinessCustomer, fields: PERSONAL_DETAILS_FIELDS }
      : { saved: fixtureSettingsCustomer, fields: CONSUMER_FIELDS },
  }).start();
}

describe('personalDetailsSave', () => {
  it('marks an empty name and a name too long, and sends nothing', () => {
    const sent: unknown[] = [];
    const actor = start(async (input) => {
      sent.push(input);
      return fixtureSettingsCustomer;
    });
    actor.send({ type: 'personalDetailsSave.edit', field: 'firstName', value: '  ' });
    actor.send({ type: 'personalDetailsSave.edit', field: 'lastName', value: 'x'.repeat(101) });
    actor.send({ type: 'personalDetailsSave.submit' });
    expect(actor.getSnapshot().context.problems).toEqual({ firstName: 'required', lastName: 'tooLong' });
    expect(actor.getSnapshot().matches('Editing')).toBe(true);
    expect(sent).toEqual([]);
  });

  it('requires company name and VAT number of a business account only', () => {
    const business = start(async () => fixtureBusinessCustomer, true);
    business.send({ type: 'personalDetailsSave.edit', field: 'vatNumber', value: '' });
    business.send({ type: 'personalDetailsSave.submit' });
    expect(business.getSnapshot().context.problems).toEqual({ vatNumber: 'required' });
    const consumer = start(async () => fixtureSettingsCustomer);
    consumer.send({ type: 'personalDetailsSave.submit' });
    expect(consumer.getSnapshot().context.problems).toEqual({});
  });

  it('keeps what was typed after a failed save, and saves it on the next submit', async () => {
    let fail = true;
    const actor = start(async (input) => {
      if (fail) throw fixtureCustomerServerError;
      return { ...fixtureSettingsCustomer, lastName: input.form.lastName.trim() };
    });
    const saved: string[] = [];
    actor.on('personalDetailsSave.saved', (event) => saved.push(event.saved.lastName));
    actor.send({ type: 'personalDetailsSave.edit', field: 'lastName', value: ' <img src=x onerror=alert(1)> ' });
    actor.send({ type: 'personalDetailsSave.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('RequestFailed'));
    expect(actor.getSnapshot().context).toMatchObject({ failure: 'other', form: { lastName: ' <img src=x onerror=alert(1)> ' } });
    fail = false;
    actor.send({ type: 'personalDetailsSave.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('SuccessfulUpdate'));
    expect(actor.getSnapshot().context.form.lastName).toBe('<img src=x onerror=alert(1)>');
    expect(saved).toEqual(['<img src=x onerror=alert(1)>']);
  });

  it('patches only the shown fields, trimmed, blank optional ones as null', () => {
    const form = { firstName: ' Anna ', lastName: 'Jansen', phoneNumber: ' ', companyName: 'X', vatNumber: 'Y' };
    expect(personalDetailsPatch(form, CONSUMER_FIELDS)).toEqual({ firstName: 'Anna', lastName: 'Jansen', phoneNumber: null });
  });
});
