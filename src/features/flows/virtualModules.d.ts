/** Written by scripts/machineDescriptions.ts: machine id → dotted state path → description. */
declare module 'virtual:machine-descriptions' {
  const descriptions: Readonly<Record<string, Readonly<Record<string, string>>>>;
  export default descriptions;
}

/** Written by scripts/machineCatalogSummary.ts: what the machine list shows of each machine, in catalogue order. */
declare module 'virtual:machine-catalog-summary' {
  import type { MachineSummary } from '@machines/catalogSummary';
  const summary: readonly MachineSummary[];
  export default summary;
}
