// FTP callback settings: its shortest paths; only http and https links; the PUT body.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { fixtureBusinessCustomer } from '@machines/settings/fixtures';
import { FTP_FIELDS, ftpSettingsSaveMachine, ftpSettingsUpdate, validateFtpSettings } from '@machines/settings/ftpSettingsSave.machine';
import { catalogEntry } from '../../fixtures/catalog';
import { replayShortestPaths } from '../../fixtures/machinePaths';

describe('ftpSettingsSave paths', () => {
  replayShortestPaths(catalogEntry('ftpSettingsSave'), { minPaths: 3 });
});

describe('ftpSettingsSave', () => {
  it('takes only http and https links, or none', () => {
    for (const url of ['ftp://files.example.com/in', 'javascript:alert(1)', 'hooks.example.com', 'mailto:a@example.com']) {
      expect(validateFtpSettings({ callbackUrl: url, callbackFormat: 'json' }), url).toEqual({ callbackUrl: 'url' });
    }
    for (const url of ['https://hooks.example.com/orders', 'http://localhost:8080/in', '']) {
      expect(validateFtpSettings({ callbackUrl: url, callbackFormat: 'xml' }), url).toEqual({});
    }
  });

  it('refuses an ftp: link on submit and stays on the form', () => {
    const actor = createActor(ftpSettingsSaveMachine, { input: { saved: fixtureBusinessCustomer, fields: FTP_FIELDS } }).start();
    actor.send({ type: 'ftpSettingsSave.edit', field: 'callbackUrl', value: 'ftp://files.example.com/in' });
    actor.send({ type: 'ftpSettingsSave.submit' });
    expect(actor.getSnapshot().matches('Editing')).toBe(true);
    expect(actor.getSnapshot().context.problems).toEqual({ callbackUrl: 'url' });
  });

  it('puts the saved record back with the two callback fields changed', () => {
    expect(
      ftpSettingsUpdate({ callbackUrl: ' https://hooks.example.com/orders ', callbackFormat: 'xml' }, fixtureBusinessCustomer),
    ).toEqual({
      firstName: fixtureBusinessCustomer.firstName,
      lastName: fixtureBusinessCustomer.lastName,
      phoneNumber: fixtureBusinessCustomer.phoneNumber,
      companyName: fixtureBusinessCustomer.companyName,
      vatNumber: fixtureBusinessCustomer.vatNumber,
      newsletter: fixtureBusinessCustomer.newsletter,
      callbackUrl: 'https://hooks.example.com/orders',
      callbackFormat: 'xml',
    });
    expect(ftpSettingsUpdate({ callbackUrl: '', callbackFormat: 'xml' }, fixtureBusinessCustomer)).toMatchObject({
      callbackUrl: null,
      callbackFormat: null,
    });
  });
});
