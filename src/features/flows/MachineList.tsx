import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MachineSummary } from '@machines/catalogSummary';
import type { CoverageShare } from '@machines/coverage';
import { Link } from '@/platform/navigation/Link';
import { atlasHref, type AtlasMode } from './atlasMode';
import styles from './FlowAtlas.module.scss';

/** A machine's states and transitions walked, each of all it has. */
export interface MachineShares {
  states: CoverageShare;
  transitions: CoverageShare;
}

interface MachineListProps {
  /** the catalogue's summary: the list needs none of the machines themselves */
  entries: readonly MachineSummary[];
  mode: AtlasMode;
  /** coverage mode's figures, by machine id (none while no coverage file is loaded) */
  coverage?: Readonly<Record<string, MachineShares>> | undefined;
}

/** Every catalogued machine: a link with its title, id, size and description (and, in coverage mode, its coverage). */
export function MachineList({ entries, mode, coverage }: MachineListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <p>{t('flows.intro')}</p>
      <h2 id={headingId}>{t('flows.machines')}</h2>
      <ul className={styles.machines} data-testid="machine-list">
        {entries.map((entry) => {
          const shares = coverage?.[entry.id];
          return (
            <li key={entry.id} className={styles.machine} data-machine-item={entry.id}>
              <Link to={atlasHref(mode, entry.id)} className={styles.machineLink}>
                {entry.title}
              </Link>{' '}
              <code className={styles.machineId}>{entry.id}</code>
              <span className={styles.meta}>{t('flows.stateCount', { count: entry.stateCount })}</span>
              {shares ? (
                <span className={styles.coverageFigures} data-testid="machine-coverage">
                  {t('flows.coverage.figures', {
                    states: shares.states.walked,
                    statesAll: shares.states.all,
                    transitions: shares.transitions.walked,
                    transitionsAll: shares.transitions.all,
                  })}
                </span>
              ) : null}
              <p className={styles.description}>{entry.description}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
