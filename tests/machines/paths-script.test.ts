// scripts/paths.ts (npm run paths): Markdown for QA and JSON that parses.
import { describe, expect, it } from 'vitest';
import { catalog } from '@machines/catalog';
import { parseArgs, run } from '../../scripts/paths';

describe('npm run paths', () => {
  it('prints JSON that parses, with each step’s event and state', () => {
    const { output, exitCode } = run(['auth', '--format', 'json', '--to', 'authenticated.renewing']);
    expect(exitCode).toBe(0);
    const parsed: unknown = JSON.parse(output);
    expect(parsed).toMatchObject({
      machine: 'auth',
      paths: expect.arrayContaining([expect.objectContaining({ state: 'authenticated.renewing' })]),
    });
  });

  it('--all prints every catalogued machine', () => {
    const parsed: unknown = JSON.parse(run(['--all', '--format=json']).output);
    expect(Array.isArray(parsed) && parsed.map((document: { machine?: unknown }) => document.machine)).toEqual(
      catalog.map((entry) => entry.id),
    );
  });

  it('prints Markdown by default: description, then event with payload and state reached', () => {
    const { output } = run(['resource']);
    expect(output).toContain('## Resource load (`resource`)');
    expect(output).toContain('1. `resource.load` → **InProgress**');
    expect(output).toMatch(
      /`xstate\.error\.actor\.load` \{"error":\{"name":"Error","message":"GET \/api\/customer\/customers\/me failed with 500"\}\} → \*\*Failed\*\*/,
    );
  });

  it('--simple lists simple paths; unknown machines and options fail', () => {
    expect(run(['resource', '--simple']).output).toContain('simple path');
    expect(run(['nope']).exitCode).toBe(2);
    expect(run(['auth', '--format', 'xml']).exitCode).toBe(2);
    expect(parseArgs(['auth', '--simple', '--to', 'leaving'])).toMatchObject({ machines: ['auth'], simple: true, to: 'leaving' });
  });
});
