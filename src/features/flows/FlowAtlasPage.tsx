import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import summary from 'virtual:machine-catalog-summary';
import { Link } from '@/platform/navigation/Link';
import { usePageTitle } from '@/platform/title/usePageTitle';
import { Loader } from '@/ui/Loader';
import { PageTitle } from '@/ui/PageTitle';
import { atlasHref, atlasModeOf } from './atlasMode';
import { MachineList } from './MachineList';
import styles from './FlowAtlas.module.scss';

// What needs the machines themselves (a machine's view, the list in coverage mode) comes with the
// catalogue, in one lazy chunk: the plain list paints from the build's summary of it.
const catalogViews = () => import('./CatalogViews');
const CatalogMachineView = lazy(() => catalogViews().then((module) => ({ default: module.CatalogMachineView })));
const CoverageMachineList = lazy(() => catalogViews().then((module) => ({ default: module.CoverageMachineList })));

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
  const catalogued = id !== null && summary.some((machine) => machine.id === id);
  return (
    <>
      <PageTitle>{usePageTitle()}</PageTitle>
      {id === null ? (
        <MachineListPage mode={mode === 'coverage' ? 'coverage' : 'simulate'} />
      ) : catalogued ? (
        <Suspense fallback={<Loader label={t('app.loading')} />}>
          <CatalogMachineView id={id} mode={mode} />
        </Suspense>
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
        <Suspense fallback={<Loader label={t('app.loading')} />}>
          <CoverageMachineList />
        </Suspense>
      ) : (
        <MachineList entries={summary} mode="simulate" />
      )}
    </>
  );
}
