import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { leafPaths } from './model/activeStates';
import { eventTitle, type FlowGraph } from './model/graph';
import type { LiveActor } from './useLiveActors';
import styles from './FlowAtlas.module.scss';

interface LivePanelProps {
  graph: FlowGraph;
  /** the running actors of this machine, newest change first */
  instances: readonly LiveActor[];
  selected: LiveActor | undefined;
  onSelect: (key: string) => void;
}

export const liveKey = (snapshot: LiveActor) => `${snapshot.tab}/${snapshot.actor}`;

/** Live mode: which running actor of the app is shown, its state and the event that led there. */
export function LivePanel({ graph, instances, selected, onSelect }: LivePanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const stateOf = (snapshot: LiveActor) => leafPaths(new Set(snapshot.states)).join(' + ') || graph.id;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId}>{t('flows.live.title')}</h3>
      <p>{t('flows.live.intro')}</p>
      {instances.length === 0 || !selected ? (
        <p role="status">{t('flows.live.waiting')}</p>
      ) : (
        <>
          {instances.length > 1 ? (
            <label className={styles.field}>
              {t('flows.live.instance')}
              <select value={liveKey(selected)} onChange={(change) => onSelect(change.target.value)}>
                {instances.map((instance) => (
                  <option key={liveKey(instance)} value={liveKey(instance)}>
                    {`${instance.actor} (${instance.tab}): ${stateOf(instance)}`}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <dl className={styles.facts} aria-live="polite">
            <dt>{t('flows.live.state')}</dt>
            <dd data-testid="live-state">
              <code>{stateOf(selected)}</code>
              {selected.status !== 'active' ? ` (${selected.status})` : ''}
              {selected.left ? ` (${t('flows.live.left')})` : ''}
            </dd>
            <dt>{t('flows.live.lastEvent')}</dt>
            <dd data-testid="live-event">
              {selected.event === null ? t('flows.live.noEvent') : <code>{eventTitle(graph, selected.event)}</code>}
            </dd>
          </dl>
        </>
      )}
    </section>
  );
}
