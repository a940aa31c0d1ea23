// `npm run flows:export`: writes every catalogued machine's statechart into docs/flows/ as
// `<id>.svg` (the atlas's picture, standalone) and `<id>.mmd` (Mermaid stateDiagram-v2), with the
// same graph, layout and drawing code as the atlas at /flows. Files of machines no longer in the
// catalogue are removed. tests/unit/flowsExport.test.ts fails when docs/flows is not current.
// It also writes each machine's self-contained HTML page for designers into reports/flows-html/
// (./flows/htmlPage.ts) with the real screens of the last storyboard (`npm run storyboard`) where
// there is one; those differ from run to run, so they stay out of the checked-in docs/flows.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalog } from '@machines/catalog';
import { StoryboardIndex } from '@schemas/storyboard';
import { exportFiles, pictureOf } from '@/features/flows/model/exportFiles';
import { htmlPageOf, type StateScreenImage } from './flows/htmlPage';

const outDir = fileURLToPath(new URL('../docs/flows/', import.meta.url));
const htmlDir = fileURLToPath(new URL('../reports/flows-html/', import.meta.url));
const storyboardDir = fileURLToPath(new URL('../reports/storyboard/', import.meta.url));

const files = await exportFiles(catalog);
mkdirSync(outDir, { recursive: true });
for (const name of readdirSync(outDir)) {
  if (/\.(svg|mmd)$/.test(name) && !files.has(name)) rmSync(join(outDir, name));
}
for (const [name, content] of files) writeFileSync(join(outDir, name), content);
console.log(`flows:export wrote ${files.size} files for ${catalog.length} machines to docs/flows/`);

const indexFile = join(storyboardDir, 'index.json');
const storyboard = existsSync(indexFile) ? StoryboardIndex.parse(JSON.parse(readFileSync(indexFile, 'utf8'))) : null;
const screensOf = (machine: string) =>
  new Map<string, StateScreenImage>(
    (storyboard?.screens ?? [])
      .filter((screen) => screen.machine === machine && existsSync(join(storyboardDir, screen.file)))
      .map((screen) => [screen.state, { ...screen, jpeg: readFileSync(join(storyboardDir, screen.file)) }]),
  );
rmSync(htmlDir, { recursive: true, force: true });
mkdirSync(htmlDir, { recursive: true });
let screens = 0;
for (const entry of catalog) {
  const machineScreens = screensOf(entry.id);
  screens += machineScreens.size;
  writeFileSync(join(htmlDir, `${entry.id}.html`), htmlPageOf(await pictureOf(entry), machineScreens));
}
console.log(
  `flows:export wrote ${catalog.length} HTML pages with ${screens} screens to reports/flows-html/` +
    (storyboard ? '' : ' (no storyboard: `npm run storyboard` keeps the screens)'),
);
