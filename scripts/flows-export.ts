// `npm run flows:export`: writes every catalogued machine's statechart into docs/flows/ as
// `<id>.svg` (the atlas's picture, standalone) and `<id>.mmd` (Mermaid stateDiagram-v2), with the
// same graph, layout and drawing code as the atlas at /flows. Files of machines no longer in the
// catalogue are removed. tests/unit/flowsExport.test.ts fails when docs/flows is not current.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalog } from '@machines/catalog';
import { exportFiles } from '@/features/flows/model/exportFiles';

const outDir = fileURLToPath(new URL('../docs/flows/', import.meta.url));

const files = await exportFiles(catalog);
mkdirSync(outDir, { recursive: true });
for (const name of readdirSync(outDir)) {
  if (/\.(svg|mmd)$/.test(name) && !files.has(name)) rmSync(join(outDir, name));
}
for (const [name, content] of files) writeFileSync(join(outDir, name), content);
console.log(`flows:export wrote ${files.size} files for ${catalog.length} machines to docs/flows/`);
