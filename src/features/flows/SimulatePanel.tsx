import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogEntry } from '@machines/catalogEntry';
import { machinePaths, stateLabel, type MachinePath } from '@machines/paths';
import { Button } from '@/ui/Button';
import { leafPaths } from './model/activeStates';
import { eventTitle, type FlowGraph } from './model/graph';
import type { Simulation, SimulationState } from './model/simulation';
import { EventButton } from './EventButton';
import styles from './FlowAtlas.module.scss';

interface SimulatePanelProps {
  entry: CatalogEntry;
  graph: FlowGraph;
  simulation: Simulation;
  state: SimulationState;
}

/** How far the log follows a QA path: the number of its steps taken, or null when it left it. */
function pathPosition(path: MachinePath, state: SimulationState): number | null {
  if (state.input !== path.input || state.steps.length > path.steps.length) return null;
  return state.steps.every((step, index) => step.event === path.steps[index]?.event) ? state.steps.length : null;
}

/** Simulate mode: the current state, the enabled events, the log, step back, reset, QA paths. */
export function SimulatePanel({ entry, graph, simulation, state }: SimulatePanelProps) {
  const { t } = useTranslation();
  const startId = useId();
  const pathId = useId();
  // Traversal can take long for big machines: the paths are computed when asked for.
  const [paths, setPaths] = useState<readonly MachinePath[] | null>(null);
  const [pathIndex, setPathIndex] = useState(-1);
  const path = paths?.[pathIndex];
  const position = path ? pathPosition(path, state) : null;
  const current = leafPaths(state.active);
  const name = (paths: readonly string[]) => (paths.length > 0 ? paths.join(' + ') : graph.id);

  const choosePath = (index: number) => {
    setPathIndex(index);
    const chosen = paths?.[index];
    if (chosen) simulation.resetTo(chosen.variant, chosen.input);
  };

  const nextStep = path && position !== null ? path.steps[position] : undefined;
  const lastStep = path && position !== null && position > 0 ? path.steps[position - 1] : undefined;
  const lastActual = state.steps.at(-1);
  const mismatch = lastStep && lastActual && stateLabel(lastStep.state) !== name(leafPaths(new Set(lastActual.active)));

  return (
    <div className={styles.panel} data-testid="simulate-panel">
      <section aria-labelledby={`${startId}-current`}>
        <h3 id={`${startId}-current`}>{t('flows.simulate.current')}</h3>
        <p className={styles.current} data-testid="current-state" aria-live="polite">
          <code>{name(current)}</code>
          {state.snapshot.status === 'done' ? ` (${t('flows.text.final')})` : ''}
        </p>
      </section>

      <section aria-labelledby={`${startId}-events`}>
        <h3 id={`${startId}-events`}>{t('flows.simulate.events')}</h3>
        {state.enabled.length === 0 ? (
          <p>{t('flows.simulate.noEvents')}</p>
        ) : (
          <ul className={styles.events} key={state.steps.length}>
            {state.enabled.map((event, index) => (
              <EventButton
                key={`${event.type}-${index}`}
                event={event}
                label={eventTitle(graph, event.type)}
                onSend={(sent) => simulation.send(sent)}
              />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby={`${startId}-log`}>
        <h3 id={`${startId}-log`}>{t('flows.simulate.log')}</h3>
        <div className={styles.row}>
          <Button variant="secondary" onClick={() => simulation.back()} disabled={state.steps.length === 0}>
            {t('flows.simulate.back')}
          </Button>
          <Button variant="secondary" onClick={() => (path ? simulation.resetTo(path.variant, path.input) : simulation.reset())}>
            {t('flows.simulate.reset')}
          </Button>
        </div>
        {state.steps.length === 0 ? (
          <p>{t('flows.simulate.noSteps')}</p>
        ) : (
          <ol className={styles.log} data-testid="simulation-log">
            {state.steps.map((step, index) => (
              <li key={index}>
                <code>{eventTitle(graph, step.event.type)}</code> → <code>{name(leafPaths(new Set(step.active)))}</code>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby={`${startId}-start`}>
        <h3 id={`${startId}-start`}>{t('flows.simulate.start')}</h3>
        <label className={styles.field}>
          {t('flows.simulate.input')}
          <select
            value={state.variant}
            onChange={(change) => {
              setPathIndex(-1);
              simulation.reset(change.target.value);
            }}
          >
            {simulation.variants().map((variant) => (
              <option key={variant.name} value={variant.name}>
                {variant.name === 'default' ? t('flows.simulate.defaultInput') : variant.name}
              </option>
            ))}
          </select>
        </label>
        {paths === null ? (
          <div className={styles.field}>
            <Button variant="secondary" onClick={() => setPaths(machinePaths(entry))}>
              {t('flows.simulate.loadPaths')}
            </Button>
          </div>
        ) : (
          <>
            <label className={styles.field} htmlFor={pathId}>
              {t('flows.simulate.path')}
            </label>
            <select id={pathId} value={pathIndex} onChange={(change) => choosePath(Number(change.target.value))}>
              <option value={-1}>{t('flows.simulate.noPath')}</option>
              {paths.map((candidate, index) => (
                <option key={index} value={index}>
                  {candidate.description}
                </option>
              ))}
            </select>
          </>
        )}
        {path ? (
          <div className={styles.pathPlayer}>
            {position === null ? (
              <p>{t('flows.simulate.offPath')}</p>
            ) : nextStep ? (
              <Button onClick={() => simulation.send(nextStep.event)}>
                {t('flows.simulate.nextStep', {
                  step: position + 1,
                  total: path.steps.length,
                  event: eventTitle(graph, nextStep.event.type),
                })}
              </Button>
            ) : (
              <p>{t('flows.simulate.pathDone')}</p>
            )}
            {mismatch && lastStep && lastActual ? (
              <p className={styles.error}>
                {t('flows.simulate.pathMismatch', {
                  expected: stateLabel(lastStep.state),
                  actual: name(leafPaths(new Set(lastActual.active))),
                })}
              </p>
            ) : null}
          </div>
        ) : null}
      </section>
    </div>
  );
}
