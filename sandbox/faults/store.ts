import { randomUUID } from 'node:crypto';
import type { FaultRule, FaultRuleInput } from '@schemas/sandbox';

/**
 * The fault switch's rules (docs/CONTRACTS.md "Fault switch"), in memory.
 * Decisions where the contract is silent:
 * - the first active rule that matches wins (rules do not combine);
 * - a rule whose `times` are used up stays in the list (its `hits` stay readable) but no longer
 *   applies; DELETE removes it;
 * - `hits` counts the requests the rule was applied to;
 * - a rule with a `scope` matches only requests that carry the same scope; the others pass it by
 *   and may meet a later rule;
 * - a rule with `after` lets that many matching requests by (counted in `passed`), which may meet a
 *   later rule, then applies.
 */
export class FaultStore {
  private rules: FaultRule[] = [];

  list(): FaultRule[] {
    return this.rules.map((rule) => ({ ...rule }));
  }

  add(input: FaultRuleInput): FaultRule {
    const rule: FaultRule = { ...input, id: randomUUID(), hits: 0, passed: 0 };
    this.rules.push(rule);
    return { ...rule };
  }

  remove(id: string): boolean {
    const before = this.rules.length;
    this.rules = this.rules.filter((rule) => rule.id !== id);
    return this.rules.length !== before;
  }

  clear(): void {
    this.rules = [];
  }

  /**
   * Finds the rule for a request and counts the hit; null when none applies. `scope` is the
   * request's own fault scope (sandbox/faults/scope.ts): a scoped rule matches only its scope.
   */
  take(method: string, path: string, scope?: string): FaultRule | null {
    for (const rule of this.rules) {
      if (!isActive(rule) || !methodMatches(rule, method) || !pathMatches(rule.path, path)) continue;
      if (rule.scope !== undefined && rule.scope !== scope) continue;
      if (rule.after !== undefined && rule.passed < rule.after) {
        rule.passed += 1;
        continue;
      }
      rule.hits += 1;
      return { ...rule };
    }
    return null;
  }
}

const isActive = (rule: FaultRule) => rule.times === undefined || rule.hits < rule.times;

// HEAD is served by the GET routes, so a GET rule covers it too.
const methodMatches = (rule: FaultRule, method: string) =>
  rule.method === undefined || rule.method === method || (rule.method === 'GET' && method === 'HEAD');

export function pathMatches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}
