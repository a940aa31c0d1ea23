import { describe, expect, it } from 'vitest';
import { ALL_FUNCTIONS_CALLED_ON_LOAD, addCompileHint } from '../../scripts/compileHints';

const chunk = (name: string, fileName: string) => ({
  type: 'chunk' as const,
  name,
  fileName,
  code: 'const __vite__mapDeps=0;\nexport{a};',
  map: { mappings: 'AAAA;AACA' },
});

describe('the compile hint on the shell chunk', () => {
  it('puts the hint on the shell’s first line and moves its source map down by one line', () => {
    const shell = chunk('shell', 'assets/abc1234.js');
    const mapFile = { type: 'asset' as const, source: JSON.stringify({ version: 3, sources: ['a.ts'], mappings: 'AAAA;AACA' }) };
    addCompileHint({ 'assets/abc1234.js': shell, 'assets/abc1234.js.map': mapFile }, 'shell');
    expect(shell.code.split('\n')[0]).toBe(ALL_FUNCTIONS_CALLED_ON_LOAD);
    expect(shell.code.split('\n')[1]).toBe('const __vite__mapDeps=0;');
    expect(shell.map.mappings).toBe(';AAAA;AACA');
    expect(JSON.parse(String(mapFile.source))).toEqual({ version: 3, sources: ['a.ts'], mappings: ';AAAA;AACA' });
  });

  it('leaves the lazy chunks as they are', () => {
    const screen = chunk('OrdersPage', 'assets/def5678.js');
    const code = screen.code;
    addCompileHint({ 'assets/def5678.js': screen }, 'shell');
    expect(screen.code).toBe(code);
    expect(screen.map.mappings).toBe('AAAA;AACA');
  });
});
