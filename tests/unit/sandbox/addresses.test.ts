import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Address, AddressList } from '@schemas/address';
import { TestAccount } from '@schemas/sandbox';
import { SEED_ACCOUNTS, SEED_IDS } from '../../../sandbox/seed/data';
import { bearer, call, startSandbox } from './harness';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startSandbox();
});
afterAll(async () => {
  await app.close();
});

const list = '/api/customer/customers/me/addresses';
const one = (id: string) => `${list}/${id}`;
const demoAddressIds = SEED_ACCOUNTS.find((a) => a.id === SEED_IDS.demo)?.addresses.map((a) => a.id) ?? [];

const input = {
  firstName: 'Lotte',
  lastName: 'Visser',
  companyName: null,
  street: 'Grote Markt',
  houseNumber: '8',
  houseNumberSuffix: null,
  postalCode: '9711 LV',
  city: 'Groningen',
  countryCode: 'NL',
  phoneNumber: '050 3123456',
  isDefault: false,
};

async function testAccount() {
  const { body } = await call(app, { method: 'POST', url: '/__sandbox/accounts', payload: {} });
  return TestAccount.parse(body);
}
async function addresses(accountId: string) {
  const { status, body } = await call(app, { method: 'GET', url: list, headers: bearer(accountId) });
  expect(status).toBe(200);
  return AddressList.parse(body).items;
}

describe('addresses: seed', () => {
  it('lists the seeded addresses in order, the first one default', async () => {
    const items = await addresses(SEED_IDS.demo);
    expect(items.map((a) => a.id)).toEqual(demoAddressIds);
    expect(items.map((a) => a.isDefault)).toEqual([true, false, false]);
  });

  it('seeds 2–3 addresses for each account', async () => {
    for (const id of Object.values(SEED_IDS)) {
      const count = (await addresses(id)).length;
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(3);
    }
  });
});

describe('addresses: create, change, delete', () => {
  it('creates an address (201) and lists it last', async () => {
    const account = await testAccount();
    const { status, body } = await call(app, { method: 'POST', url: list, headers: bearer(account.id), payload: input });
    expect(status).toBe(201);
    const created = Address.parse(body);
    expect(created).toMatchObject(input);
    const items = await addresses(account.id);
    expect(items.at(-1)).toEqual(created);
  });

  it('a new default address clears the default of the others', async () => {
    const account = await testAccount();
    const { body } = await call(app, { method: 'POST', url: list, headers: bearer(account.id), payload: { ...input, isDefault: true } });
    const created = Address.parse(body);
    const items = await addresses(account.id);
    expect(items.filter((a) => a.isDefault).map((a) => a.id)).toEqual([created.id]);
  });

  it('replaces an address with PUT, moving the default to it', async () => {
    const account = await testAccount();
    const [first] = await addresses(account.id);
    const { body } = await call(app, { method: 'POST', url: list, headers: bearer(account.id), payload: input });
    const created = Address.parse(body);
    const change = { ...input, street: 'Vismarkt', houseNumber: '12', houseNumberSuffix: 'a', isDefault: true };
    const put = await call(app, { method: 'PUT', url: one(created.id), headers: bearer(account.id), payload: change });
    expect(put.status).toBe(200);
    expect(Address.parse(put.body)).toEqual({ ...change, id: created.id });
    const items = await addresses(account.id);
    expect(items.find((a) => a.id === first?.id)?.isDefault).toBe(false);
  });

  it('deletes an address (204), then answers 404 for it', async () => {
    const account = await testAccount();
    const [first] = await addresses(account.id);
    if (!first) throw new Error('test account has no address');
    expect((await call(app, { method: 'DELETE', url: one(first.id), headers: bearer(account.id) })).status).toBe(204);
    expect(await addresses(account.id)).toEqual([]);
    const again = await call(app, { method: 'DELETE', url: one(first.id), headers: bearer(account.id) });
    expect(again).toMatchObject({ status: 404, body: { message: 'Address not found' } });
  });

  it('answers 404 for an id that does not exist or is not a UUID', async () => {
    const account = await testAccount();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const put = await call(app, { method: 'PUT', url: one(id), headers: bearer(account.id), payload: input });
      expect(put).toMatchObject({ status: 404, body: { message: 'Address not found' } });
    }
  });
});

describe('addresses: ownership', () => {
  const demoAddress = demoAddressIds[1] ?? '';

  it("does not list another account's addresses", async () => {
    const ids = (await addresses(SEED_IDS.friend)).map((a) => a.id);
    expect(ids.some((id) => demoAddressIds.includes(id))).toBe(false);
  });

  it("answers 404, exactly as for a missing one, when the friend changes or deletes demo's address", async () => {
    const missing = await call(app, {
      method: 'PUT',
      url: one('00000000-0000-4000-8000-000000000000'),
      headers: bearer(SEED_IDS.friend),
      payload: input,
    });
    const put = await call(app, { method: 'PUT', url: one(demoAddress), headers: bearer(SEED_IDS.friend), payload: input });
    const del = await call(app, { method: 'DELETE', url: one(demoAddress), headers: bearer(SEED_IDS.friend) });
    expect(put).toMatchObject({ status: 404, body: missing.body });
    expect(del).toMatchObject({ status: 404, body: missing.body });
    const still = (await addresses(SEED_IDS.demo)).find((a) => a.id === demoAddress);
    expect(still).toMatchObject({ city: 'Utrecht' });
  });
});

describe('addresses: validation', () => {
  let owner = '';
  beforeAll(async () => {
    owner = (await testAccount()).id;
  });
  const post = async (body: object) => call(app, { method: 'POST', url: list, headers: bearer(owner), payload: body });

  it("rejects a postal code that does not fit the country with 'Postal Code must be valid'", async () => {
    const { status, body } = await post({ ...input, postalCode: '12345' });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'postalCode: Postal Code must be valid' });
  });

  it('names every broken field', async () => {
    const { status, body } = await post({ ...input, street: '<b>', houseNumber: 'twelve', phoneNumber: 'call me' });
    expect(status).toBe(400);
    const message = JSON.stringify(body);
    expect(message).toContain('street: Street name must be valid');
    expect(message).toContain('houseNumber: Street number must be valid');
    expect(message).toContain('phoneNumber: Phone number must be valid');
  });

  it('accepts a UK postcode for GB and rejects it for NL', async () => {
    // a Dutch number stays valid on a British address when written internationally
    expect((await post({ ...input, countryCode: 'GB', postalCode: 'SW1A 1AA', phoneNumber: '+31 50 312 3456' })).status).toBe(201);
    expect((await post({ ...input, countryCode: 'NL', postalCode: 'SW1A 1AA' })).status).toBe(400);
  });

  it('checks the phone number for the address’s country with the full metadata', async () => {
    expect(await post({ ...input, phoneNumber: '12345' })).toMatchObject({
      status: 400,
      body: { message: 'phoneNumber: Phone number must be valid' },
    });
    expect(await post({ ...input, countryCode: 'GB', postalCode: 'SW1A 1AA' })).toMatchObject({
      status: 400,
      body: { message: 'phoneNumber: Phone number must be valid' },
    });
  });

  it('lets a British address go without a street number, not a Dutch one', async () => {
    const british = { ...input, countryCode: 'GB', postalCode: 'EC1A 1BB', phoneNumber: null, houseNumber: '' };
    expect((await post(british)).status).toBe(201);
    expect(await post({ ...british, countryCode: 'NL', postalCode: '1012 LG' })).toMatchObject({
      status: 400,
      body: { message: 'houseNumber: Street number must be valid' },
    });
  });

  it('refuses a bad change (PUT) with 400 and the message, and keeps the address as it was', async () => {
    const created = Address.parse((await post(input)).body);
    const { status, body } = await call(app, {
      method: 'PUT',
      url: one(created.id),
      headers: bearer(owner),
      payload: { ...input, postalCode: '0123 AB' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'postalCode: Postal Code must be valid' });
    expect((await addresses(owner)).find((a) => a.id === created.id)).toMatchObject({ postalCode: input.postalCode });
  });
});
