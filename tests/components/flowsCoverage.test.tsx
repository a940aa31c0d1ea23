// The flow atlas's coverage mode: a coverage file the QA engineer picks paints the machine (the
// picture and its text version say walked or not walked), the machine list shows each machine's
// coverage, and a file that is not a coverage file gets a clear message.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalog } from '@machines/catalog';
import type { FlowCoverage } from '@schemas/flowCoverage';
import { coverageStore } from '@/features/flows/coverageStore';
import { renderAtlas } from './support/renderAtlas';

const first = 'settings.spec.ts › changes the e-mail address';
const coverage: FlowCoverage = {
  version: 1,
  createdAt: '2026-11-28T20:00:00.000Z',
  tests: 3,
  machines: {
    emailChange: {
      states: { request: { tests: 2, first }, pending: { tests: 1, first }, received: { tests: 1, first } },
      transitions: {
        'request —emailChange.edit→ (stays)': { tests: 2, first },
        'request —emailChange.submit→ pending': { tests: 1, first },
        'pending —xstate.done.actor.requestEmailChange→ received': { tests: 1, first },
      },
    },
  },
};

const file = (name: string, content: string) => new File([content], name, { type: 'application/json' });

describe('coverage mode', () => {
  it(
    'paints the e-mail change from a picked file: the picture and the text version say walked or not walked',
    { timeout: 60_000 },
    async () => {
      // opened before the page, so the page does not ask the sandbox for the last run's
      await coverageStore.openFile(file('run.json', JSON.stringify(coverage)));
      renderAtlas('/flows?machine=emailChange&mode=coverage');
      await screen.findByTestId('flow-diagram', {}, { timeout: 10_000 });
      expect(screen.getByRole('link', { name: 'Test coverage' })).toHaveAttribute('aria-current', 'page');

      const state = (path: string) => document.querySelector(`svg [data-state="${path}"]`);
      await waitFor(() => expect(state('request')).toHaveAttribute('data-coverage', 'walked'));
      expect(state('request')?.querySelector(':scope > [data-coverage-marker]')).toHaveTextContent('✓ 2');
      expect(state('failed')).toHaveAttribute('data-coverage', 'not-walked');
      expect(state('failed')?.querySelector(':scope > [data-coverage-marker]')).toHaveTextContent('✗');
      expect(state('failed')?.querySelector('title')).toHaveTextContent('not walked');
      expect(state('request')?.querySelector('title')).toHaveTextContent(`walked by 2 tests, first: ${first}`);
      // nothing of the simulation is highlighted in coverage mode
      expect(document.querySelectorAll('svg [data-active="true"]')).toHaveLength(0);

      expect(document.querySelector('[data-state-item="request"] > [data-coverage]')).toHaveTextContent(
        `— walked by 2 tests, first: ${first}`,
      );
      expect(document.querySelector('[data-state-item="pending"] > [data-coverage]')).toHaveTextContent(`walked by 1 test: ${first}`);
      expect(document.querySelector('[data-state-item="failed"] > [data-coverage]')).toHaveTextContent('not walked');
      expect(document.querySelector('[data-transition-item="failed —emailChange.reset→ request"] > [data-coverage]')).toHaveTextContent(
        'not walked',
      );

      const panel = within(screen.getByTestId('coverage-panel'));
      expect(screen.getByTestId('coverage-states')).toHaveTextContent('3 of 4');
      expect(screen.getByTestId('coverage-transitions')).toHaveTextContent('3 of 7');
      expect(panel.getByTestId('coverage-source')).toHaveTextContent('run.json');

      // a file that is not a coverage file: a clear message, and the picture keeps the last good one
      fireEvent.change(panel.getByLabelText('Open a coverage file'), { target: { files: [file('notes.json', '{"hello": 1}')] } });
      expect(await panel.findByText(/^notes\.json is not a flow coverage file/)).toBeInTheDocument();
      expect(state('request')).toHaveAttribute('data-coverage', 'walked');
      fireEvent.change(panel.getByLabelText('Open a coverage file'), { target: { files: [file('broken.json', '{ broken')] } });
      expect(await panel.findByText(/^broken\.json is not a JSON file/)).toBeInTheDocument();
    },
  );

  it('shows each machine’s coverage on the machine list', async () => {
    await coverageStore.openFile(file('run.json', JSON.stringify(coverage)));
    renderAtlas('/flows?mode=coverage');
    // the figures are counted on the machines, which come with the lazily loaded catalogue
    const list = within(await screen.findByTestId('machine-list'));
    expect(list.getAllByTestId('machine-coverage')).toHaveLength(catalog.length);
    const item = document.querySelector('[data-machine-item="emailChange"]');
    expect(item?.querySelector('[data-testid="machine-coverage"]')).toHaveTextContent('states 3/4 · transitions 3/7');
    // a machine the run never met: nothing walked of all it has
    expect(document.querySelector('[data-machine-item="accountDeletion"] [data-testid="machine-coverage"]')).toHaveTextContent(
      /^states 0\/\d+ · transitions 0\/\d+$/,
    );
    // the machines' links keep coverage mode
    expect(list.getByRole('link', { name: 'E-mail change request' })).toHaveAttribute('href', '/flows?machine=emailChange&mode=coverage');
  });
});
