import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogEntry } from '@machines/catalogEntry';
import { coverageShares } from '@machines/coverage';
import { Link } from '@/platform/navigation/Link';
import { Button } from '@/ui/Button';
import { Loader } from '@/ui/Loader';
import { atlasHref, type AtlasMode } from './atlasMode';
import { CoveragePanel } from './CoveragePanel';
import { mermaidFileOf, svgFileOf } from './model/exportFiles';
import { Diagram } from './Diagram';
import { downloadText } from './download';
import { LivePanel, liveKey } from './LivePanel';
import { SimulatePanel } from './SimulatePanel';
import { StateScreen } from './StateScreen';
import { TextVersion } from './TextVersion';
import { useCoveragePaint } from './useCoveragePaint';
import { useFlowCoverage } from './useFlowCoverage';
import { useLiveActors } from './useLiveActors';
import { useMachinePicture } from './useMachinePicture';
import { useSimulation } from './useSimulation';
import styles from './FlowAtlas.module.scss';

export type { AtlasMode } from './atlasMode';

const nothing: ReadonlySet<string> = new Set();

/** One machine: its statechart, simulate, live or coverage mode, the exports and the text version. */
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
  const coverage = useFlowCoverage(mode === 'coverage');
  const walked = coverage.loaded?.coverage.machines[entry.id];
  const shares = useMemo(
    () => (coverage.loaded ? coverageShares(entry.machine, walked) : undefined),
    [coverage.loaded, entry.machine, walked],
  );
  const paint = useCoveragePaint(picture.status === 'ready' ? picture.picture.graph : null, mode === 'coverage' ? coverage.loaded : null);
  const active = mode === 'live' ? liveActive : mode === 'coverage' ? nothing : state.active;
  const modes: ReadonlyArray<{ mode: AtlasMode; label: string }> = [
    { mode: 'simulate', label: t('flows.mode.simulate') },
    { mode: 'live', label: t('flows.mode.live') },
    { mode: 'coverage', label: t('flows.mode.coverage') },
  ];

  return (
    <article className={styles.machineView} data-mode={mode}>
      <p>
        <Link to={atlasHref(mode === 'coverage' ? 'coverage' : 'simulate')}>{t('flows.back')}</Link>
      </p>
      <h2>{entry.title}</h2>
      <p className={styles.description}>{entry.description}</p>
      <p className={styles.meta}>
        <code>{entry.id}</code> · {t('flows.spec', { section: entry.specSection })}
      </p>

      <div className={styles.toolbar}>
        <nav aria-label={t('flows.mode.label')} className={styles.modes}>
          {modes.map((item) => (
            <Link
              key={item.mode}
              to={atlasHref(item.mode, entry.id)}
              aria-current={mode === item.mode ? 'page' : undefined}
              className={styles.mode}
            >
              {item.label}
            </Link>
          ))}
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
              <Diagram
                scene={picture.picture.scene}
                title={entry.title}
                active={active}
                enabled={mode === 'simulate' ? enabled : nothing}
                coverage={paint}
              />
              <StateScreen machine={entry.id} active={active} />
              <TextVersion graph={picture.picture.graph} active={active} coverage={paint} />
            </>
          ) : null}
        </div>
        {picture.status === 'ready' ? (
          mode === 'live' ? (
            <LivePanel graph={picture.picture.graph} instances={instances} selected={selected} onSelect={setChosen} />
          ) : mode === 'coverage' ? (
            <CoveragePanel coverage={coverage} shares={shares} />
          ) : (
            <SimulatePanel entry={entry} graph={picture.picture.graph} simulation={simulation} state={state} />
          )
        ) : null}
      </div>
    </article>
  );
}
