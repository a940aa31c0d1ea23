// The flow atlas's machine list (painted from the catalogue's summary, without the machines) and its
// machine view: simulate mode (click an enabled event and the highlight moves, the payload editor,
// step back, reset, a QA path played step by step) and live mode (an app actor's states forwarded
// over the BroadcastChannel move the highlight).
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import type { LogoutResponse, Session } from '@schemas/session';
import { catalog, findEntry } from '@machines/catalog';
import { stateNodesOf } from '@machines/paths';
import { authMachine, type AppPlace } from '@machines/shell/auth.machine';
import { fixtureSession } from '@machines/shell/fixtures/session';
import { FLOWS_CHANNEL } from '@/platform/inspection/atlasWatch';
import { forward } from '@/platform/inspection/forward';
import { inspect } from '@/platform/inspection/inspect';
import { MachineView, type AtlasMode } from '@/features/flows/MachineView';
import { renderAtlas } from './support/renderAtlas';
import { TestLanguage } from './support/TestLanguage';

const found = findEntry('auth');
if (!found) throw new Error('auth is catalogued');
const auth = found;

function first<T>(items: readonly T[]): T {
  const [item] = items;
  if (item === undefined) throw new Error('none found');
  return item;
}

function renderView(mode: AtlasMode) {
  return render(
    <TestLanguage>
      <MemoryRouter initialEntries={[`/flows?machine=auth${mode === 'live' ? '&mode=live' : ''}`]}>
        <MachineView entry={auth} mode={mode} />
      </MemoryRouter>
    </TestLanguage>,
  );
}

const activeStates = () =>
  [...document.querySelectorAll('[data-state][data-active="true"]')].map((element) => element.getAttribute('data-state'));

async function ready() {
  await screen.findByTestId('flow-diagram', {}, { timeout: 10_000 });
}

/** Queries inside the simulate panel (role queries over the whole picture are slow in jsdom). */
const panel = () => within(screen.getByTestId('simulate-panel'));

describe('machine list', () => {
  it('lists every catalogued machine at once, with its title, id, state count and description', () => {
    renderAtlas('/flows');
    // painted in the first render: nothing is loaded for it
    expect(screen.queryByRole('status')).toBeNull();
    const items = [...screen.getByTestId('machine-list').querySelectorAll('[data-machine-item]')];
    expect(items.map((item) => item.getAttribute('data-machine-item'))).toEqual(catalog.map((entry) => entry.id));
    const item = document.querySelector('[data-machine-item="auth"]');
    if (!(item instanceof HTMLElement)) throw new Error('auth is listed');
    expect(within(item).getByRole('link', { name: auth.title })).toHaveAttribute('href', '/flows?machine=auth');
    expect(within(item).getByText('auth', { selector: 'code' })).toBeInTheDocument();
    expect(within(item).getByText(`States: ${stateNodesOf(auth.machine).length}`)).toBeInTheDocument();
    expect(within(item).getByText(auth.description)).toBeInTheDocument();
  });

  it('shows the loader while a machine’s view loads with the catalogue', { timeout: 60_000 }, async () => {
    renderAtlas('/flows?machine=auth');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await ready();
    expect(screen.getByRole('heading', { level: 2, name: auth.title })).toBeInTheDocument();
  });

  it('says at once that a machine is not catalogued', () => {
    renderAtlas('/flows?machine=nothing');
    expect(screen.getByRole('alert')).toHaveTextContent('There is no machine called nothing.');
    expect(screen.getByRole('link', { name: 'All flows' })).toHaveAttribute('href', '/flows');
  });
});

describe('simulate mode', () => {
  it('moves the highlight on an enabled event, steps back and resets', { timeout: 60_000 }, async () => {
    renderView('simulate');
    await ready();
    expect(activeStates()).toEqual(['restoring']);
    expect(screen.getByTestId('current-state')).toHaveTextContent('restoring');

    fireEvent.click(panel().getByRole('button', { name: /done: restoreSession \{ "output": \{ "accessToken"/ }));
    expect(activeStates()).toEqual(['authenticated', 'authenticated.active']);
    expect(within(screen.getByTestId('simulation-log')).getAllByRole('listitem')).toHaveLength(1);
    expect(panel().getByRole('button', { name: /^auth\.signOut/ })).toBeInTheDocument();

    fireEvent.click(panel().getByRole('button', { name: /^auth\.signOut/ }));
    expect(activeStates()).toEqual(['signingOut']);

    fireEvent.click(panel().getByRole('button', { name: 'Step back' }));
    expect(activeStates()).toEqual(['authenticated', 'authenticated.active']);

    fireEvent.click(panel().getByRole('button', { name: 'Reset' }));
    expect(activeStates()).toEqual(['restoring']);
    expect(panel().getByText('No steps yet: click an enabled event.')).toBeInTheDocument();
  });

  it('sends an edited payload', { timeout: 60_000 }, async () => {
    renderView('simulate');
    await ready();
    fireEvent.click(first(panel().getAllByRole('button', { name: 'Edit payload' })));
    const editor = panel().getByLabelText('Payload of done: restoreSession (JSON)');
    fireEvent.change(editor, { target: { value: '{ "type": "xstate.done.actor.restoreSession", "output": null }' } });
    fireEvent.click(first(panel().getAllByRole('button', { name: /done: restoreSession/ })));
    expect(activeStates()).toEqual(['signedOut']);
  });

  it('refuses a payload that is not JSON', { timeout: 60_000 }, async () => {
    renderView('simulate');
    await ready();
    fireEvent.click(first(panel().getAllByRole('button', { name: 'Edit payload' })));
    fireEvent.change(panel().getByLabelText('Payload of done: restoreSession (JSON)'), { target: { value: '{' } });
    fireEvent.click(first(panel().getAllByRole('button', { name: /done: restoreSession/ })));
    expect(panel().getByText('The payload must be a JSON object with the same type.')).toBeInTheDocument();
    expect(activeStates()).toEqual(['restoring']);
  });

  it('plays a QA path step by step on the picture', { timeout: 60_000 }, async () => {
    renderView('simulate');
    await ready();
    fireEvent.click(panel().getByRole('button', { name: 'Show the QA paths' }));
    const select = panel().getByLabelText('QA path');
    const option = within(select)
      .getAllByRole('option')
      .find((candidate) => /^Reaches leaving from restoring via/.test(candidate.textContent ?? ''));
    if (!option) throw new Error('a path to leaving');
    fireEvent.change(select, { target: { value: option.getAttribute('value') } });
    for (let step = 0; step < 10 && !panel().queryByText('The path is complete.'); step++) {
      fireEvent.click(panel().getByRole('button', { name: /^Play step/ }));
    }
    expect(panel().getByText('The path is complete.')).toBeInTheDocument();
    expect(activeStates()).toEqual(['leaving']);
    expect(panel().queryByText(/the path expects/)).toBeNull();
  });
});

describe('live mode', () => {
  let actor: AnyActorRef | null = null;
  let appChannel: BroadcastChannel | null = null;
  let stopForwarding: (() => void) | null = null;
  afterEach(() => {
    actor?.stop();
    // the forwarder listens to every actor of the module graph the component tests share
    stopForwarding?.();
    appChannel?.close();
  });

  it('highlights the state of the app’s auth actor and follows it', { timeout: 60_000 }, async () => {
    renderView('live');
    await ready();
    expect(screen.getByText('Waiting for the app: open My Account in another tab of this browser.')).toBeInTheDocument();

    const machine = authMachine.provide({
      actors: {
        restoreSession: fromPromise<Session | null>(async () => fixtureSession),
        endSession: fromPromise<LogoutResponse, { returnTo: AppPlace | undefined }>(() => new Promise<LogoutResponse>(() => undefined)),
      },
    });
    actor = createActor(machine, { id: 'auth', input: { callback: null }, inspect }).start();
    await waitFor(() => expect(actor?.getSnapshot().value).toEqual({ authenticated: 'active' }));

    appChannel = new BroadcastChannel(FLOWS_CHANNEL);
    stopForwarding = forward(appChannel, new Set([actor]));
    await waitFor(() => expect(activeStates()).toEqual(['authenticated', 'authenticated.active']));
    expect(screen.getByTestId('live-state')).toHaveTextContent('authenticated.active');

    act(() => actor?.send({ type: 'auth.signOut' }));
    await waitFor(() => expect(activeStates()).toEqual(['signingOut']));
    expect(screen.getByTestId('live-event')).toHaveTextContent('auth.signOut');
  });
});
