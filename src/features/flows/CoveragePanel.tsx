import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoverageShare } from '@machines/coverage';
import { formatDay } from '@/platform/i18n/dayFormat';
import { useFormatNumber } from '@/platform/i18n/formatNumber';
import { Button } from '@/ui/Button';
import { coverageStore, type CoverageProblem, type CoverageSource, type CoverageState } from './coverageStore';
import { dateTimeFormat } from '@/platform/i18n/intl';
import styles from './FlowAtlas.module.scss';

const LAST_RUN_FILE = 'reports/flow-coverage.json';

interface CoveragePanelProps {
  coverage: CoverageState;
  /** the shown machine's figures (absent on the machine list) */
  shares?: { states: CoverageShare; transitions: CoverageShare } | undefined;
}

/** Coverage mode's panel: where the coverage comes from, how to load another, and how it is painted. */
export function CoveragePanel({ coverage, shares }: CoveragePanelProps) {
  const { t, i18n } = useTranslation();
  const formatNumber = useFormatNumber();
  const headingId = useId();
  const { loaded, loading, problem } = coverage;
  const sourceName = (source: CoverageSource) => (source.kind === 'file' ? source.name : LAST_RUN_FILE);
  const problemText = (found: CoverageProblem) => {
    switch (found.kind) {
      case 'noLastRun':
        return t('flows.coverage.noLastRun');
      case 'unreachable':
        return t('flows.coverage.unreachable');
      case 'notJson':
        return t('flows.coverage.notJson', { name: sourceName(found.source) });
      case 'notCoverage':
        return t('flows.coverage.notCoverage', { name: sourceName(found.source) });
    }
  };
  const recorded = (iso: string) => {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return iso;
    return `${formatDay(date, i18n.language)} ${dateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(date)}`;
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId} data-testid="coverage-panel">
      <h3 id={headingId}>{t('flows.coverage.title')}</h3>
      <p>{t('flows.coverage.intro')}</p>
      <ul className={styles.legend}>
        <li>{t('flows.coverage.legendWalked')}</li>
        <li>{t('flows.coverage.legendNotWalked')}</li>
      </ul>
      <div role="status" data-testid="coverage-status">
        {loading ? <p>{t('flows.coverage.loading')}</p> : null}
        {!loading && problem ? <p className={styles.error}>{problemText(problem)}</p> : null}
      </div>
      {loaded ? (
        <dl className={styles.facts}>
          <dt>{t('flows.coverage.source')}</dt>
          <dd data-testid="coverage-source">
            {loaded.source.kind === 'lastRun' ? (
              t('flows.coverage.sourceLastRun', { file: LAST_RUN_FILE })
            ) : (
              <code>{loaded.source.name}</code>
            )}
          </dd>
          <dt>{t('flows.coverage.recorded')}</dt>
          <dd>
            <time dateTime={loaded.coverage.createdAt}>{recorded(loaded.coverage.createdAt)}</time>
          </dd>
          <dt>{t('flows.coverage.testsRecorded')}</dt>
          <dd>{formatNumber(loaded.coverage.tests)}</dd>
          {shares ? (
            <>
              <dt>{t('flows.coverage.statesWalked')}</dt>
              <dd data-testid="coverage-states">{t('flows.coverage.share', { walked: shares.states.walked, all: shares.states.all })}</dd>
              <dt>{t('flows.coverage.transitionsWalked')}</dt>
              <dd data-testid="coverage-transitions">
                {t('flows.coverage.share', { walked: shares.transitions.walked, all: shares.transitions.all })}
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <div className={styles.row}>
        <Button variant="secondary" onClick={() => void coverageStore.loadLastRun()} disabled={loading}>
          {t('flows.coverage.loadLastRun')}
        </Button>
      </div>
      <label className={styles.field}>
        {t('flows.coverage.pickFile')}
        <input
          type="file"
          accept="application/json,.json"
          onChange={(change) => {
            const file = change.target.files?.[0];
            if (file) void coverageStore.openFile(file);
            change.target.value = '';
          }}
        />
      </label>
    </section>
  );
}
