import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogEntry } from '@machines/catalogEntry';
import { Link } from '@/platform/navigation/Link';
import { Button } from '@/ui/Button';
import { Loader } from '@/ui/Loader';
import { mermaidFileOf, svgFileOf } from './model/exportFiles';
import { Diagram } from './Diagram';
import { downloadText } from './download';
import { LivePanel, liveKey } from './LivePanel';
import { SimulatePanel } from './SimulatePanel';
import { TextVersion } from './TextVersion';
import { useLiveActors } from './useLiveActors';
import { useMachinePicture } from './useMachinePicture';
import { useSimulation } from './useSimulation';
import styles from './FlowAtlas.module.scss';

export type AtlasMode = 'simulate' | 'live';

const nothing: ReadonlySet<string> = new Set();

/** One machine: its statechart, simulate or live mode, the exports and the text version. */
export function MachineView({ entry, mode }: { entry: CatalogEntry; mode: AtlasMode }) {
  const { t } = useTranslation();
  const picture = useMachinePicture(entry);
  const { simulation, state } = useSimulation(entry);
  const live = useLiveActors(mode === 'live');
  const [chosen, setChosen] = useState<string | null>(null);
  const instances = useMemo(
    () => [...live.values()].filter((snapshot) => snapshot.machine === entry.id).sort((a, b) => b.at - a.at),
    [live, entry.id],
  );
  const selected = instances.find((instance) => liveKey(instance) === chosen) ?? instances[0];
  const liveActive = useMemo(() => (selected ? new Set(selected.states) : nothing), [selected]);
  const enabled = useMemo(() => new Set(state.enabled.map((event) => event.type)), [state.enabled]);
  const active = mode === 'live' ? liveActive : state.active;
  const base = `/flows?machine=${encodeURIComponent(entry.id)}`;

  return (
    <article className={styles.machineView} data-mode={mode}>
      <p>
        <Link to="/flows?">{t('flows.back')}</Link>
      </p>
      <h2>{entry.title}</h2>
      <p className={styles.description}>{entry.description}</p>
      <p className={styles.meta}>
        <code>{entry.id}</code> · {t('flows.spec', { section: entry.specSection })}
      </p>

      <div className={styles.toolbar}>
        <nav aria-label={t('flows.mode.label')} className={styles.modes}>
          <Link to={base} aria-current={mode === 'simulate' ? 'page' : undefined} className={styles.mode}>
            {t('flows.mode.simulate')}
          </Link>
          <Link to={`${base}&mode=live`} aria-current={mode === 'live' ? 'page' : undefined} className={styles.mode}>
            {t('flows.mode.live')}
          </Link>
        </nav>
        {picture.status === 'ready' ? (
          <div className={styles.row}>
            <Button variant="secondary" onClick={() => downloadText(`${entry.id}.svg`, svgFileOf(picture.picture), 'image/svg+xml')}>
              {t('flows.download.svg')}
            </Button>
            <Button variant="secondary" onClick={() => downloadText(`${entry.id}.mmd`, mermaidFileOf(picture.picture), 'text/plain')}>
              {t('flows.download.mermaid')}
            </Button>
          </div>
        ) : null}
      </div>

      <div className={styles.workspace}>
        <div className={styles.picture}>
          {picture.status === 'loading' ? <Loader label={t('flows.diagram.loading')} /> : null}
          {picture.status === 'failed' ? <p role="alert">{t('flows.diagram.failed')}</p> : null}
          {picture.status === 'ready' ? (
            <>
              <Diagram scene={picture.picture.scene} title={entry.title} active={active} enabled={mode === 'live' ? nothing : enabled} />
              <TextVersion graph={picture.picture.graph} active={active} />
            </>
          ) : null}
        </div>
        {picture.status === 'ready' ? (
          mode === 'live' ? (
            <LivePanel graph={picture.picture.graph} instances={instances} selected={selected} onSelect={setChosen} />
          ) : (
            <SimulatePanel entry={entry} graph={picture.picture.graph} simulation={simulation} state={state} />
          )
        ) : null}
      </div>
    </article>
  );
}
