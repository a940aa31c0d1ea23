// The parts of the flow atlas that need the machines themselves, in a chunk of their own with the
// catalogue and its fixtures (loaded by FlowAtlasPage when first shown): the plain machine list
// paints from the catalogue's summary alone.
import { useMemo } from 'react';
import summary from 'virtual:machine-catalog-summary';
import { catalog, findEntry } from '@machines/catalog';
import { coverageShares } from '@machines/coverage';
import type { AtlasMode } from './atlasMode';
import { CoveragePanel } from './CoveragePanel';
import { MachineList, type MachineShares } from './MachineList';
import { MachineView } from './MachineView';
import { useFlowCoverage } from './useFlowCoverage';
import styles from './FlowAtlas.module.scss';

/** A catalogued machine's view (FlowAtlasPage has found the id in the summary, which lists the same machines). */
export function CatalogMachineView({ id, mode }: { id: string; mode: AtlasMode }) {
  const entry = findEntry(id);
  return entry ? <MachineView key={entry.id} entry={entry} mode={mode} /> : null;
}

/** The machine list in coverage mode: where the coverage comes from, and each machine's figures, counted on the machine. */
export function CoverageMachineList() {
  const coverage = useFlowCoverage(true);
  const file = coverage.loaded?.coverage;
  const shares = useMemo(
    () =>
      file
        ? Object.fromEntries(
            catalog.map((entry): [string, MachineShares] => [entry.id, coverageShares(entry.machine, file.machines[entry.id])]),
          )
        : undefined,
    [file],
  );
  return (
    <>
      <div className={styles.listCoverage}>
        <CoveragePanel coverage={coverage} />
      </div>
      <MachineList entries={summary} mode="coverage" coverage={shares} />
    </>
  );
}
