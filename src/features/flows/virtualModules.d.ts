/** Written by scripts/machineDescriptions.ts: machine id → dotted state path → description. */
declare module 'virtual:machine-descriptions' {
  const descriptions: Readonly<Record<string, Readonly<Record<string, string>>>>;
  export default descriptions;
}
