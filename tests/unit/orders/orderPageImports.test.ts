// What an order's page waits for before it can show: its screen module and everything that module
// imports statically (a lazy import() is a chunk of its own, loaded when asked for). The delivery
// address change checks its form with the address book's rules, and those rules' phone metadata
// (libphonenumber-js, about 45 KB gzip) stays out of that closure: the change's code loads once the
// page is drawn (src/features/orders/detail/DeliveryAddressChange.tsx). Read from the sources through
// TypeScript's own parser and module resolution (tsconfig.json's paths), as the bundler reads them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const config = ts.getParsedCommandLineOfConfigFile(
  `${root}tsconfig.json`,
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  },
);
if (!config) throw new Error('tsconfig.json could not be read');
const options = config.options;

/** The modules a source file imports for their values (type-only imports are erased by the build). */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause !== undefined &&
        clause.name === undefined &&
        bindings !== undefined &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((element) => element.isTypeOnly);
      if (!onlyTypes && ts.isStringLiteral(statement.moduleSpecifier)) specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier) {
      if (ts.isStringLiteral(statement.moduleSpecifier)) specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

/** Every module `entry` reaches through static imports: project files by path, packages by name. */
function closureOf(entry: string): Set<string> {
  const seen = new Set<string>();
  const stack = [`${root}${entry}`];
  while (stack.length > 0) {
    const file = stack.pop();
    if (file === undefined || seen.has(file)) continue;
    seen.add(file);
    if (file.includes('/node_modules/') || !/\.tsx?$/.test(file)) continue;
    for (const specifier of staticImports(file)) {
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule;
      if (resolved) stack.push(resolved.resolvedFileName);
      else seen.add(specifier); // a stylesheet, or a package without types
    }
  }
  return seen;
}

const reachesPhoneMetadata = (modules: Set<string>) => [...modules].some((module) => module.includes('/node_modules/libphonenumber-js/'));

describe("an order's page", () => {
  it('does not wait for the address rules’ phone metadata', () => {
    const page = closureOf('src/features/orders/OrderDetailPage.tsx');
    expect(page.has(`${root}src/features/orders/detail/DeliveryAddressChange.tsx`)).toBe(true);
    expect(reachesPhoneMetadata(page)).toBe(false);
  });

  it('has them in the change’s own code, which checks the form', () => {
    expect(reachesPhoneMetadata(closureOf('src/features/orders/detail/DeliveryAddressChangeFlow.tsx'))).toBe(true);
  });
});
