// The lint rules that keep ARCHITECTURE.md's boundaries, each shown failing on a planted break and
// passing on the clean form, with the project's own eslint.config.js and .prettierrc.json. Code is
// linted as if it were a file at the given path of the real tree (nothing is written there); the
// import cycle needs both modules on disk, so its two halves are in tests/fixtures/lint/cycle/, which
// the main lint run ignores and this test lints with `ignore: false`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, ignore: false });
});

/** The rules that report on `code` linted as the file at `filePath` (relative to the project root), each once. */
async function failingRules(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  if (!result) throw new Error(`no lint result for ${filePath}`);
  return [...new Set(result.messages.map((message) => message.ruleId ?? `fatal: ${message.message}`))];
}

describe('import-x/no-cycle', () => {
  const ping = 'tests/fixtures/lint/cycle/ping.ts';

  it('fails on two modules that import each other', async () => {
    expect(await failingRules(ping, readFileSync(`${root}${ping}`, 'utf8'))).toEqual(['import-x/no-cycle']);
  });

  it('passes when only one of them imports the other', async () => {
    expect(await failingRules(ping, "export const ping = (): string => 'ping';\n")).toEqual([]);
  });

  it('follows the tsconfig aliases through the app: inspect.ts and its listeners', async () => {
    // inspect.ts imports ./inspectionListeners; a listener module importing inspect.ts back closes a cycle
    const planted = "import { inspect } from '@/platform/inspection/inspect';\n\nexport const listeners = [inspect];\n";
    expect(await failingRules('src/platform/inspection/inspectionListeners.ts', planted)).toEqual(['import-x/no-cycle']);
  });
});

describe('areas do not import each other', () => {
  const area = 'src/features/orders/PlantedBreak.tsx';

  it('fails on an import of another area by the @/ alias', async () => {
    const planted = "import { HomePage } from '@/features/home/HomePage';\n\nexport const Page = HomePage;\n";
    expect(await failingRules(area, planted)).toEqual(['import-x/no-restricted-paths']);
  });

  it('fails on an import of another area by a relative path', async () => {
    const planted = "import { HomePage } from '../home/HomePage';\n\nexport const Page = HomePage;\n";
    expect(await failingRules(area, planted)).toEqual(['import-x/no-restricted-paths']);
  });

  it('passes on an import of src/features/shared, by alias or relative path', async () => {
    for (const source of ['@/features/shared/PlaceholderPage', '../shared/PlaceholderPage']) {
      const clean = `import { PlaceholderPage } from '${source}';\n\nexport const Page = PlaceholderPage;\n`;
      expect(await failingRules(area, clean)).toEqual([]);
    }
  });

  it('fails when src/features/shared imports an area', async () => {
    const planted = "import { HomePage } from '../home/HomePage';\n\nexport const Page = HomePage;\n";
    expect(await failingRules('src/features/shared/PlantedBreak.tsx', planted)).toEqual(['import-x/no-restricted-paths']);
  });
});

describe('src/app imports no area', () => {
  const lazyScreen = "export const load = () => import('@/features/home/HomePage');\n";

  it('fails on an area loaded from the shell', async () => {
    expect(await failingRules('src/app/shell/PlantedBreak.tsx', lazyScreen)).toEqual(['import-x/no-restricted-paths']);
  });

  it('passes in the screen table, the one file that loads screens', async () => {
    expect(await failingRules('src/app/router/screens.ts', lazyScreen)).toEqual([]);
  });
});

describe('the import graph of src/ runs one way: app → areas → platform, app → platform', () => {
  // the navigator imports nothing, so no-cycle has no module graph to walk (the App would be the whole app)
  const appImport = (source: string) => `import { createNavigator } from '${source}';\n\nexport const make = createNavigator;\n`;
  const areaImport = (source: string) => `import { HomePage } from '${source}';\n\nexport const Page = HomePage;\n`;

  it('fails on an area importing the composition root, by the @/ alias or a relative path', async () => {
    expect(await failingRules('src/features/home/PlantedBreak.tsx', appImport('@/app/router/navigator'))).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await failingRules('src/features/home/PlantedBreak.tsx', appImport('../../app/router/navigator'))).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('fails on the platform importing the composition root', async () => {
    expect(await failingRules('src/platform/auth/PlantedBreak.tsx', appImport('@/app/router/navigator'))).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await failingRules('src/platform/auth/PlantedBreak.tsx', appImport('../../app/router/navigator'))).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('fails on the platform importing an area, statically or lazily', async () => {
    expect(await failingRules('src/platform/routing/PlantedBreak.tsx', areaImport('@/features/home/HomePage'))).toEqual([
      'import-x/no-restricted-paths',
    ]);
    const lazy = "export const load = () => import('@/features/home/HomePage');\n";
    expect(await failingRules('src/platform/routing/plantedBreak.ts', lazy)).toEqual(['import-x/no-restricted-paths']);
  });

  it('passes on an area and the app importing the platform, and the platform importing itself', async () => {
    const platform = "import { usePageTitle } from '@/platform/title/usePageTitle';\n\nexport const useTitle = usePageTitle;\n";
    expect(await failingRules('src/features/home/PlantedBreak.tsx', platform)).toEqual([]);
    expect(await failingRules('src/app/shell/PlantedBreak.tsx', platform)).toEqual([]);
    expect(await failingRules('src/platform/routing/PlantedBreak.tsx', platform)).toEqual([]);
  });

  it('fails on src/ui and src/api importing the platform', async () => {
    const platform = "import { reportError } from '@/platform/errors/reporter';\n\nexport const report = reportError;\n";
    expect(await failingRules('src/ui/PlantedBreak.tsx', platform)).toEqual(['no-restricted-imports']);
    expect(await failingRules('src/api/plantedBreak.ts', platform)).toEqual(['no-restricted-imports']);
  });
});

describe('views do not call the network', () => {
  const api = "import { createCustomerApi } from '@/api/customer';\n\nexport const create = createCustomerApi;\n";

  it('fails on a view importing @/api/…', async () => {
    expect(await failingRules('src/features/home/PlantedBreak.tsx', api)).toEqual(['no-restricted-imports']);
  });

  it("passes in an area's wiring/, and for a view that asks the platform", async () => {
    expect(await failingRules('src/features/home/wiring/plantedWiring.ts', api)).toEqual([]);
    const clean = "import { usePageTitle } from '@/platform/title/usePageTitle';\n\nexport const useTitle = usePageTitle;\n";
    expect(await failingRules('src/features/home/PlantedBreak.tsx', clean)).toEqual([]);
  });
});

describe('areas run a per-screen flow with useFlowActor', () => {
  const bare = "import { useActorRef } from '@xstate/react';\n\nexport const useFlow = useActorRef;\n";
  const hook = 'src/platform/flows/useFlowActor.ts';

  it('fails on a bare useActorRef (or useMachine) in a view or a wiring file of an area', async () => {
    expect(await failingRules('src/features/orders/PlantedBreak.tsx', bare)).toEqual(['no-restricted-syntax']);
    expect(await failingRules('src/features/orders/wiring/plantedBreak.ts', bare)).toEqual(['no-restricted-syntax']);
    const machine = "import { useMachine } from '@xstate/react';\n\nexport const useFlow = useMachine;\n";
    expect(await failingRules('src/features/settings/PlantedBreak.tsx', machine)).toEqual(['no-restricted-syntax']);
  });

  it('passes in the platform hook, and on an area that uses it with useSelector', async () => {
    expect(await failingRules(hook, readFileSync(`${root}${hook}`, 'utf8'))).toEqual([]);
    const clean =
      "import { useSelector } from '@xstate/react';\nimport { useFlowActor } from '@/platform/flows/useFlowActor';\n\nexport const hooks = [useFlowActor, useSelector];\n";
    expect(await failingRules('src/features/orders/PlantedBreak.tsx', clean)).toEqual([]);
  });

  it("keeps the rule on xstate's actor creators in the areas (the same rule name, stated again there)", async () => {
    const creator = "import { fromCallback } from 'xstate';\n\nexport const make = fromCallback;\n";
    expect(await failingRules('src/features/orders/PlantedBreak.tsx', creator)).toEqual(['no-restricted-syntax']);
    expect(await failingRules('src/platform/flows/plantedBreak.ts', creator)).toEqual(['no-restricted-syntax']);
  });
});

describe('machines are pure', () => {
  const machine = 'machines/shell/plantedBreak.machine.ts';

  it('fails on a machine importing React', async () => {
    const planted = "import { useState } from 'react';\n\nexport const hook = useState;\n";
    expect(await failingRules(machine, planted)).toEqual(['no-restricted-imports']);
  });

  it('passes on a machine importing xstate and schemas/', async () => {
    const clean =
      "import { setup } from 'xstate';\nimport { RequestState } from '@schemas/common';\n\nexport const parts = [setup, RequestState];\n";
    expect(await failingRules(machine, clean)).toEqual([]);
  });
});

describe('file names', () => {
  const code = 'export const value = 1;\n';

  it.each([
    ['src/features/home/customer_summary.tsx'],
    ['src/platform/flags/FlagStorage.ts'],
    ['machines/shell/Planted.machine.ts'],
    ['src/ui/planted-card.module.scss'],
    ['sandbox/customer/customerRoutes.ts'],
  ])('fails on %s', async (filePath) => {
    expect(await failingRules(filePath, filePath.endsWith('.scss') ? '' : code)).toEqual(['check-file/filename-naming-convention']);
  });

  it.each([
    ['src/features/home/CustomerSummary.tsx'],
    ['src/app/router/buildPlanted.tsx'],
    ['src/platform/flags/flagPlanted.ts'],
    ['machines/shell/planted.machine.ts'],
    ['src/ui/PlantedCard.module.scss'],
    ['sandbox/customer/customer-routes.ts'],
  ])('passes on %s', async (filePath) => {
    expect(await failingRules(filePath, filePath.endsWith('.scss') ? '' : code)).toEqual([]);
  });
});

describe('Prettier', () => {
  const filepath = `${root}src/app/plantedBreak.ts`;

  it('fails on badly formatted code and passes once formatted', async () => {
    const options = await prettier.resolveConfig(filepath);
    expect(options).toMatchObject({ singleQuote: true, printWidth: 140 });
    const planted = 'export const  answer = {value:"forty two"}\n';
    expect(await prettier.check(planted, { ...options, filepath })).toBe(false);
    const clean = await prettier.format(planted, { ...options, filepath });
    expect(clean).toBe("export const answer = { value: 'forty two' };\n");
    expect(await prettier.check(clean, { ...options, filepath })).toBe(true);
  });
});
