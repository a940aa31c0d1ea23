import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { catalog, findEntry } from '@machines/catalog';
import { Link } from '@/platform/navigation/Link';
import { usePageTitle } from '@/platform/title/usePageTitle';
import { PageTitle } from '@/ui/PageTitle';
import { atlasHref, atlasModeOf } from './atlasMode';
import { CoveragePanel } from './CoveragePanel';
import { MachineList } from './MachineList';
import { MachineView } from './MachineView';
import { useFlowCoverage } from './useFlowCoverage';
import styles from './FlowAtlas.module.scss';

/**
 * The flow atlas (/flows, behind FlowAtlasEnabled): every catalogued machine; `?machine=<id>` shows
 * one as a statechart with simulate mode, `&mode=live` highlights the app's running actor instead,
 * `mode=coverage` paints what the end-to-end tests walked (on the list: each machine's coverage).
 */
export function FlowAtlasPage() {
  const { t } = useTranslation();
  // useLocation, not useSearchParams: the shell has it already (see src/platform/inspection/protocol.ts).
  const params = new URLSearchParams(useLocation().search);
  const id = params.get('machine');
  const mode = atlasModeOf(params.get('mode'));
  const entry = id === null ? undefined : findEntry(id);
  return (
    <>
      <PageTitle>{usePageTitle()}</PageTitle>
      {id === null ? (
        <MachineListPage mode={mode === 'coverage' ? 'coverage' : 'simulate'} />
      ) : entry ? (
        <MachineView key={entry.id} entry={entry} mode={mode} />
      ) : (
        <>
          <p role="alert">{t('flows.notFound', { id })}</p>
          <Link to="/flows?">{t('flows.back')}</Link>
        </>
      )}
    </>
  );
}

/** The machine list, plainly or with each machine's coverage (and where the coverage comes from). */
function MachineListPage({ mode }: { mode: 'simulate' | 'coverage' }) {
  const { t } = useTranslation();
  const coverage = useFlowCoverage(mode === 'coverage');
  return (
    <>
      <div className={styles.toolbar}>
        <nav aria-label={t('flows.mode.label')} className={styles.modes}>
          <Link to={atlasHref('simulate')} aria-current={mode === 'simulate' ? 'page' : undefined} className={styles.mode}>
            {t('flows.machines')}
          </Link>
          <Link to={atlasHref('coverage')} aria-current={mode === 'coverage' ? 'page' : undefined} className={styles.mode}>
            {t('flows.mode.coverage')}
          </Link>
        </nav>
      </div>
      {mode === 'coverage' ? (
        <div className={styles.listCoverage}>
          <CoveragePanel coverage={coverage} />
        </div>
      ) : null}
      <MachineList entries={catalog} mode={mode} coverage={mode === 'coverage' ? coverage.loaded?.coverage : undefined} />
    </>
  );
}
