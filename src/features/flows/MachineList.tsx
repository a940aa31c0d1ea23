import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogEntry } from '@machines/catalogEntry';
import { stateNodesOf } from '@machines/paths';
import { Link } from '@/platform/navigation/Link';
import styles from './FlowAtlas.module.scss';

/** Every catalogued machine: a link with its title, id, size and description. */
export function MachineList({ entries }: { entries: readonly CatalogEntry[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <p>{t('flows.intro')}</p>
      <h2 id={headingId}>{t('flows.machines')}</h2>
      <ul className={styles.machines} data-testid="machine-list">
        {entries.map((entry) => (
          <li key={entry.id} className={styles.machine}>
            <Link to={`/flows?machine=${encodeURIComponent(entry.id)}`} className={styles.machineLink}>
              {entry.title}
            </Link>{' '}
            <code className={styles.machineId}>{entry.id}</code>
            <span className={styles.meta}>{t('flows.stateCount', { count: stateNodesOf(entry.machine).length })}</span>
            <p className={styles.description}>{entry.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
