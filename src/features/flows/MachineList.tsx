import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogEntry } from '@machines/catalogEntry';
import { coverageShares } from '@machines/coverage';
import { stateNodesOf } from '@machines/paths';
import type { FlowCoverage } from '@schemas/flowCoverage';
import { Link } from '@/platform/navigation/Link';
import { atlasHref, type AtlasMode } from './atlasMode';
import styles from './FlowAtlas.module.scss';

interface MachineListProps {
  entries: readonly CatalogEntry[];
  mode: AtlasMode;
  /** coverage mode's file: each machine's states and transitions walked of all */
  coverage?: FlowCoverage | null | undefined;
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
          const shares = coverage ? coverageShares(entry.machine, coverage.machines[entry.id]) : null;
          return (
            <li key={entry.id} className={styles.machine} data-machine-item={entry.id}>
              <Link to={atlasHref(mode, entry.id)} className={styles.machineLink}>
                {entry.title}
              </Link>{' '}
              <code className={styles.machineId}>{entry.id}</code>
              <span className={styles.meta}>{t('flows.stateCount', { count: stateNodesOf(entry.machine).length })}</span>
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
