// The delivery address change machine (machines/orders/deliveryAddressChange.machine.ts) as gestures
// on an order's detail page (/orders/:orderCode) and checks of what its Delivery section shows.
// The PUT …/deliveryAddress and the read-back GET of the order are held in the browser (holds.ts)
// so that RequestInProgress and RequestSent can be seen; their outcomes are arranged in the
// sandbox: the PUT goes on (200), the order is moved into production first (a real 409), the
// network drops the PUT (no response), or the fault switch answers 400 (the form already applies
// the service's own address rules, so no typed address earns a real 400) or fails the read-back.
//
// Decision (time on a 2-core machine: 70 paths): the paths of one worker share one account, signed
// in once on one page of the worker; each path goes to an order of its own (a client-side navigation,
// as the side menu does, so the detail page and its machines start afresh without reloading the
// app) that no other path touches. The account has generated orders, enough for every path to
// have a Home-delivery order not yet in production.
//
// The catalogue's outcomes are fixtures: the order the PUT answers with holds the fixture's changed
// address, and the read-back holds the fixture's first address, whatever was sent. The page's
// outcome follows what the machine decides from them: when the read-back is to show that the change
// was made (or was not) but the real service holds otherwise, the arrangement changes the address in
// the service first (the dropped request did reach it, or someone else changed the address
// meanwhile), through the orders API with the customer's own session.
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import { findEntry } from '../../../machines/catalog';
import { formOf, type AddressForm, type AddressFormField } from '../../../machines/shared/addressForm';
import { fixtureDeliveryAddress } from '../../../machines/orders/fixtures';
import { DeliveryAddress, isAddressChangeable, shownStatusOf, type SuperOrder } from '../../../schemas/orders';
import { recordSharedContext } from '../flowCoverage/fixture';
import { clearFault, newAccount, ordersOf, sendAsPage, setFault, setOrderStatus, signIn } from '../support';
import { Holds } from './holds';
import type { ModelMapping, StepView } from './modelPaths';

type HoldName = 'change' | 'read';

interface DeliveryAddressChangeRun {
  page: Page;
  request: APIRequestContext;
  holds: Holds<HoldName>;
  faultIds: string[];
  session: SharedSession;
  /** the order of this path (the default variant's; the other variants open theirs at start) */
  orderCode: string;
  /** the default variant's order, taken for this path alone */
  own: { code: string; address: DeliveryAddress };
  /** the delivery address the service holds, as the form shows it */
  current: AddressForm;
  /** what the form holds, as typed */
  form: AddressForm;
  /** the same two in the machine's fixture values, to know what the machine decides on a read-back */
  model: { current: AddressForm; form: AddressForm };
}

const entry = findEntry('deliveryAddressChange');
if (!entry) throw new Error('deliveryAddressChange is not in the catalogue');

const GENERATED_ORDERS = 300;
const orderPath = (code: string) => `/api/orders/v1/superorders/${code}`;

/** One signed-in account per worker, on one page, with the orders not used by a path yet. */
interface SharedSession {
  page: Page;
  holds: Holds<HoldName>;
  changeable: Array<{ code: string; address: DeliveryAddress }>;
  inProduction: { code: string; address: DeliveryAddress };
  pickupPoint: { code: string; address: DeliveryAddress };
}

let shared: Promise<SharedSession> | null = null;

async function openSession(browser: Browser, request: APIRequestContext): Promise<SharedSession> {
  const account = await newAccount(request, { orders: GENERATED_ORDERS });
  const context = await browser.newContext();
  await recordSharedContext(context);
  const page = await context.newPage();
  await signIn(page, account.email, { password: account.password, start: '/orders' });
  const orders = await ordersOf(page);
  const entryOf = (order: SuperOrder) => ({ code: order.superOrderCode, address: order.deliveryAddress });
  const home = orders.filter((order) => order.deliveryType === 'Home');
  const inProduction = home.find((order) => shownStatusOf(order.status) === 'InProduction');
  const pickupPoint = orders.find((order) => order.deliveryType === 'PickupPoint' && isAddressChangeable(order.status));
  if (!inProduction || !pickupPoint) throw new Error('the generated orders should include one in production and one to a pickup point');
  return {
    page,
    // the PUT of the address and the GET of the order (its read-back), whichever order is open
    holds: new Holds<HoldName>(page, {
      change: { method: 'PUT', path: /^\/api\/orders\/v1\/superorders\/[^/]+\/deliveryAddress$/ },
      read: { method: 'GET', path: /^\/api\/orders\/v1\/superorders\/[^/]+$/ },
    }),
    changeable: home.filter((order) => isAddressChangeable(order.status)).map(entryOf),
    inProduction: entryOf(inProduction),
    pickupPoint: entryOf(pickupPoint),
  };
}

/** The worker's session; a fresh one (another account) once every changeable order has had its path. */
async function sessionFor(browser: Browser, request: APIRequestContext): Promise<SharedSession> {
  const current = shared ? await shared.catch(() => null) : null;
  if (current && current.changeable.length > 0 && !current.page.isClosed()) return current;
  if (current)
    await current.page
      .context()
      .close()
      .catch(() => undefined);
  shared = openSession(browser, request);
  return shared;
}

const TEXTS = {
  start: 'Change delivery address',
  save: 'Save address',
  saving: 'Saving…',
  cancel: 'Cancel',
  changed: 'Your delivery address has been changed.',
  pickupPoint: 'This order goes to a pickup point: its delivery address cannot be changed here.',
  notChangeable: 'The delivery address can no longer be changed: this order is in production.',
  failure: {
    inProduction: 'The delivery address could not be changed: this order has gone into production.',
    invalid: 'The delivery address was not accepted. Please check it and try again.',
    other: 'Your delivery address could not be changed. Please try again.',
  },
  errors: {
    street: 'Street name must be valid',
    houseNumber: 'Street number must be valid',
    postalCode: 'Postal Code must be valid',
    phone: 'Phone number must be valid',
    required: 'Please fill in this field.',
    invalid: 'Please check this field.',
  },
} as const;

const LABELS: Record<AddressFormField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  companyName: 'Company name',
  street: 'Street',
  houseNumber: 'House number',
  houseNumberSuffix: 'Addition',
  postalCode: 'Postal code',
  city: 'City',
  phoneNumber: 'Phone number',
};

const delivery = (page: Page) => page.getByRole('region', { name: 'Delivery', exact: true });
const form = (page: Page) => page.getByRole('form', { name: 'Change delivery address' });
const field = (page: Page, name: AddressFormField) => form(page).getByLabel(LABELS[name], { exact: true });
const saveButton = (page: Page) => form(page).getByRole('button', { name: /^(Save address|Saving…)$/ });

function read(step: StepView, key: string): unknown {
  const context = step.context;
  return typeof context === 'object' && context !== null && key in context ? Reflect.get(context, key) : undefined;
}

const statusOf = (event: EventObject) =>
  'error' in event && typeof event.error === 'object' && event.error !== null && 'status' in event.error ? event.error.status : null;

const isField = (value: unknown): value is AddressFormField => typeof value === 'string' && value in LABELS;

/** The address lines the page shows for the address the service holds. */
async function expectAddress(c: DeliveryAddressChangeRun) {
  const address = delivery(c.page).locator('address');
  await expect(address).toContainText(`${c.current.street} ${c.current.houseNumber}`);
  await expect(address).toContainText(`${c.current.postalCode} ${c.current.city}`);
}

const isKnownError = (value: unknown): value is keyof typeof TEXTS.errors => typeof value === 'string' && value in TEXTS.errors;

/** Every field holds what was typed; the fields the machine marks show their message (read in one go). */
async function expectForm(c: DeliveryAddressChangeRun, step: StepView) {
  const errors = read(step, 'errors');
  const expected = Object.keys(LABELS)
    .filter(isField)
    .map((name) => {
      const error: unknown = typeof errors === 'object' && errors !== null ? Reflect.get(errors, name) : undefined;
      return { label: LABELS[name], value: c.form[name], error: isKnownError(error) ? TEXTS.errors[error] : null };
    });
  const shownFields = () =>
    form(c.page).evaluate((element) =>
      [...element.querySelectorAll('label')].map((label) => {
        const input = label.htmlFor ? element.ownerDocument.getElementById(label.htmlFor) : null;
        const described = (input?.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
        const message = described.map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '').join(' ');
        return {
          label: label.textContent ?? '',
          value: input instanceof HTMLInputElement ? input.value : null,
          error: input?.getAttribute('aria-invalid') === 'true' ? message : null,
        };
      }),
    );
  await expect.poll(shownFields).toEqual(expected);
}

/** Goes to the order's detail page the way the app's links do (no reload), then holds its PUT and GET. */
async function openOrder(c: DeliveryAddressChangeRun, order: { code: string; address: DeliveryAddress }) {
  c.orderCode = order.code;
  c.current = formOf(order.address);
  c.form = { ...c.current };
  await c.page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/orders/${order.code}`);
  await expect(c.page.getByRole('region', { name: `Order ${order.code}` })).toBeVisible();
  await expectAddress(c);
  // from here on the order's own PUT and GET wait for the path to say what they answer
  await c.holds.hold('change', 'read');
}

const sameForm = (a: AddressForm, b: AddressForm) =>
  Object.keys(LABELS)
    .filter(isField)
    .every((name) => a[name].trim() === b[name].trim());

/** The address form of an order the catalogue's event carries (its output). */
function outputForm(event: EventObject): AddressForm {
  const output: unknown = Reflect.get(event, 'output');
  return formOf(DeliveryAddress.parse(typeof output === 'object' && output !== null ? Reflect.get(output, 'deliveryAddress') : null));
}

/** Puts an address in the service for this path's order, as the customer's own session (not through the page's form). */
async function putAddress(c: DeliveryAddressChangeRun, form: AddressForm) {
  const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
  const status = await sendAsPage(c.page, 'PUT', `${orderPath(c.orderCode)}/deliveryAddress`, {
    ...form,
    companyName: orNull(form.companyName),
    houseNumberSuffix: orNull(form.houseNumberSuffix),
    phoneNumber: orNull(form.phoneNumber),
    countryCode: c.own.address.countryCode,
  });
  expect(status).toBe(200);
}

export const deliveryAddressChangeMapping: ModelMapping<DeliveryAddressChangeRun> = {
  entry,
  async context({ request, browser }) {
    const session = await sessionFor(browser, request);
    const order = session.changeable.shift();
    if (!order) throw new Error('no changeable order left');
    const current = formOf(order.address);
    const fixture = formOf(fixtureDeliveryAddress);
    return {
      page: session.page,
      request,
      holds: session.holds,
      faultIds: [],
      session,
      orderCode: order.code,
      own: order,
      current,
      form: { ...current },
      model: { current: fixture, form: { ...fixture } },
    };
  },
  async dispose(c) {
    for (const id of c.faultIds) await clearFault(c.request, id);
    await c.holds.openAll();
  },
  variants: {
    default: {
      does: 'a signed-in customer opens a Home-delivery order not yet in production',
      async start(c) {
        await openOrder(c, c.own);
      },
    },
    'in production': {
      does: 'a signed-in customer opens a Home-delivery order in production',
      async start(c) {
        await openOrder(c, c.session.inProduction);
      },
    },
    'pickup point': {
      does: 'a signed-in customer opens a pickup-point order not yet in production',
      async start(c) {
        await openOrder(c, c.session.pickupPoint);
      },
    },
  },
  gestures: [
    {
      type: 'deliveryAddressChange.start',
      does: 'click “Change delivery address”',
      async act(c) {
        c.form = { ...c.current };
        c.model.form = { ...c.model.current };
        await delivery(c.page).getByRole('button', { name: TEXTS.start }).click();
      },
    },
    {
      type: 'deliveryAddressChange.edit',
      does: 'type the catalogue’s value into its field (“Street”: Baker Street, “Postal code”: not a postcode), retyping it when the field holds it already',
      async act(c, event) {
        const name = Reflect.get(event, 'field');
        const value = Reflect.get(event, 'value');
        if (!isField(name) || typeof value !== 'string') throw new Error(`unexpected edit ${JSON.stringify(event)}`);
        c.form = { ...c.form, [name]: value };
        c.model.form = { ...c.model.form, [name]: value };
        // typing what the field already holds is no change to the page: clear it first, as a customer retyping it would
        if ((await field(c.page, name).inputValue()) === value) await field(c.page, name).fill('');
        await field(c.page, name).fill(value);
      },
    },
    {
      type: 'deliveryAddressChange.blur',
      does: 'leave the field (focus it, then move the focus away, not to a button)',
      async act(c, event) {
        const name = Reflect.get(event, 'field');
        if (!isField(name)) throw new Error(`unexpected blur ${JSON.stringify(event)}`);
        await field(c.page, name).focus();
        await field(c.page, name).blur();
      },
    },
    {
      type: 'deliveryAddressChange.submit',
      does: 'click “Save address”',
      async act(c) {
        await saveButton(c.page).click();
      },
    },
    {
      type: 'deliveryAddressChange.cancel',
      does: 'click “Cancel” in the form',
      async act(c) {
        await form(c.page).getByRole('button', { name: TEXTS.cancel }).click();
      },
    },
    {
      type: 'xstate.done.actor.changeAddress',
      does: 'the held PUT goes on: 200 with the updated order',
      async act(c, event) {
        await c.holds.release('change');
        c.current = { ...c.form };
        c.model.current = outputForm(event);
      },
    },
    {
      type: 'xstate.error.actor.changeAddress',
      match: (event) => statusOf(event) === 409,
      label: '409',
      does: 'the order goes into production meanwhile (sandbox tool), then the held PUT goes on and answers 409',
      async act(c) {
        await setOrderStatus(c.request, c.orderCode, 'ProductionStarted');
        await c.holds.release('change');
      },
    },
    {
      type: 'xstate.error.actor.changeAddress',
      match: (event) => statusOf(event) === 400,
      label: '400',
      does: 'the fault switch answers the held PUT with 400',
      faults: true,
      async act(c) {
        const fault = await setFault(c.page, {
          path: `${orderPath(c.orderCode)}/deliveryAddress`,
          method: 'PUT',
          status: 400,
          times: 1,
        });
        c.faultIds.push(fault.id);
        await c.holds.release('change');
      },
    },
    {
      type: 'xstate.error.actor.changeAddress',
      match: (event) => statusOf(event) === null,
      label: 'no response',
      does: 'the network drops the held PUT: no response, the change never reached the service',
      async act(c) {
        await c.holds.drop('change');
      },
    },
    {
      type: 'xstate.done.actor.readOrder',
      does: 'the held read-back GET goes on: 200 with the order, holding the address sent when the machine’s fixture says so (the dropped PUT did reach the service) and another when not (changed meanwhile)',
      async act(c, event) {
        const read = outputForm(event);
        const confirms = sameForm(c.model.form, read);
        // the dropped PUT never reached the service: it holds the address the page shows
        const holdsSent = sameForm(c.form, c.current);
        if (confirms && !holdsSent) await putAddress(c, c.form);
        if (!confirms && holdsSent) await putAddress(c, { ...c.form, street: 'Kalverstraat', houseNumber: '92' });
        if (confirms) {
          c.current = { ...c.form };
          c.model.current = read;
        }
        await c.holds.release('read');
      },
    },
    {
      type: 'xstate.error.actor.readOrder',
      does: 'the fault switch answers the read-back GET (and both of its retries) with 500',
      faults: true,
      async act(c) {
        const fault = await setFault(c.page, { path: orderPath(c.orderCode), method: 'GET', status: 500, times: 3 });
        c.faultIds.push(fault.id);
        // the retries must not be held: let every read go, keep holding the PUT
        await c.holds.openAll();
        await c.holds.hold('change');
      },
    },
  ],
  excluded: [],
  checks: [
    {
      state: 'NotStarted',
      shows: 'the address the service holds, and “Change delivery address”, or why it cannot change (pickup point, in production)',
      async check(c, step) {
        await expect(form(c.page)).toHaveCount(0);
        await expectAddress(c);
        await expect(c.page.getByText(TEXTS.changed)).toHaveCount(0);
        const start = delivery(c.page).getByRole('button', { name: TEXTS.start });
        if (read(step, 'changeable') === true) {
          await expect(start).toBeEnabled();
        } else {
          await expect(start).toHaveCount(0);
          const pickup = c.orderCode === c.session.pickupPoint.code;
          await expect(delivery(c.page).getByText(pickup ? TEXTS.pickupPoint : TEXTS.notChangeable)).toBeVisible();
        }
      },
    },
    {
      state: 'Editing',
      shows: 'the form with what was typed, the field messages after a refused submit, no failure',
      async check(c, step) {
        await expect(form(c.page)).toBeVisible();
        await expectForm(c, step);
        await expect(form(c.page).getByRole('alert')).toHaveCount(0);
        await expect(saveButton(c.page)).toHaveText(TEXTS.save);
        await expect(saveButton(c.page)).toBeEnabled();
      },
    },
    {
      state: 'RequestInProgress',
      shows: '“Saving…”, disabled, the fields read-only, while the PUT is on its way',
      async check(c) {
        await c.holds.waitFor('change');
        await expect(saveButton(c.page)).toHaveText(TEXTS.saving);
        await expect(saveButton(c.page)).toBeDisabled();
        await expect(field(c.page, 'street')).not.toBeEditable();
      },
    },
    {
      state: 'RequestSent',
      shows: '“Saving…” still, while the order is read back to see whether the change was made',
      async check(c) {
        await c.holds.waitFor('read');
        await expect(saveButton(c.page)).toHaveText(TEXTS.saving);
        await expect(saveButton(c.page)).toBeDisabled();
        await expect(field(c.page, 'street')).not.toBeEditable();
      },
    },
    {
      state: 'SuccessfulUpdate',
      shows: '“Your delivery address has been changed.” with the new address, and the change offered again',
      async check(c) {
        await expect(delivery(c.page).getByRole('status')).toHaveText(TEXTS.changed);
        await expect(form(c.page)).toHaveCount(0);
        await expectAddress(c);
        await expect(delivery(c.page).getByRole('button', { name: TEXTS.start })).toBeEnabled();
      },
    },
    {
      state: 'RequestFailed',
      shows:
        'the reason (in production, not accepted, or could not be changed) above the form, which keeps what was typed; “Save address” again unless in production',
      async check(c, step) {
        const failure = read(step, 'failure');
        const reason = failure === 'inProduction' || failure === 'invalid' ? failure : 'other';
        await expect(form(c.page).getByRole('alert')).toHaveText(TEXTS.failure[reason]);
        await expectForm(c, step);
        if (reason === 'inProduction') await expect(saveButton(c.page)).toBeDisabled();
        else await expect(saveButton(c.page)).toBeEnabled();
      },
    },
  ],
  unobserved: [],
};
