import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { catalog, findEntry } from '@machines/catalog';
import { Link } from '@/platform/navigation/Link';
import { usePageTitle } from '@/platform/title/usePageTitle';
import { PageTitle } from '@/ui/PageTitle';
import { MachineList } from './MachineList';
import { MachineView } from './MachineView';

/**
 * The flow atlas (/flows, behind FlowAtlasEnabled): every catalogued machine; `?machine=<id>` shows
 * one as a statechart with simulate mode, `&mode=live` highlights the app's running actor instead.
 */
export function FlowAtlasPage() {
  const { t } = useTranslation();
  // useLocation, not useSearchParams: the shell has it already (see src/platform/inspection/protocol.ts).
  const params = new URLSearchParams(useLocation().search);
  const id = params.get('machine');
  const entry = id === null ? undefined : findEntry(id);
  return (
    <>
      <PageTitle>{usePageTitle()}</PageTitle>
      {id === null ? (
        <MachineList entries={catalog} />
      ) : entry ? (
        <MachineView key={entry.id} entry={entry} mode={params.get('mode') === 'live' ? 'live' : 'simulate'} />
      ) : (
        <>
          <p role="alert">{t('flows.notFound', { id })}</p>
          <Link to="/flows?">{t('flows.back')}</Link>
        </>
      )}
    </>
  );
}
