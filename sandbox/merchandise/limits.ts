import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * Limits on one GraphQL request, checked before anything runs, so a hostile query is refused at
 * once instead of stalling the sandbox. The app's own queries (schemas/merchandise.ts) have
 * depth 4, no aliases and about 20 fields; the limits leave ample room above them.
 */
export interface QueryLimits {
  /** parser tokens (graphql-js stops parsing beyond this) */
  maxTokens: number;
  /** nesting of selections, fragments followed */
  maxDepth: number;
  /** aliased fields in the whole document */
  maxAliases: number;
  /** fields the operation selects, fragments expanded (the query's cost) */
  maxFields: number;
  /** the JSON answer, in bytes */
  maxAnswerBytes: number;
}

export const QUERY_LIMITS: QueryLimits = {
  maxTokens: 2_000,
  maxDepth: 8,
  maxAliases: 20,
  maxFields: 300,
  maxAnswerBytes: 1_000_000,
};

/** The code on a limit error: the route answers such errors with 400, not as GraphQL errors. */
export const LIMIT_CODE = 'QUERY_LIMIT';

const limitError = (message: string) => new GraphQLError(message, { extensions: { code: LIMIT_CODE } });

interface Measure {
  depth: number;
  fields: number;
  aliases: number;
}

/** Depth, field count and alias count of a selection set, following fragment spreads once per path. */
function measure(
  selectionSet: SelectionSetNode,
  fragmentOf: (name: string) => FragmentDefinitionNode | null | undefined,
  limits: QueryLimits,
  depth = 1,
  visiting: ReadonlySet<string> = new Set(),
  total: Measure = { depth: 0, fields: 0, aliases: 0 },
): Measure {
  total.depth = Math.max(total.depth, depth);
  for (const selection of selectionSet.selections) {
    // Past a limit the answer is known; stop walking (a fragment fan-out can be exponential).
    if (total.fields > limits.maxFields || total.depth > limits.maxDepth) return total;
    if (selection.kind === Kind.FIELD) {
      total.fields += 1;
      if (selection.alias) total.aliases += 1;
      if (selection.selectionSet) measure(selection.selectionSet, fragmentOf, limits, depth + 1, visiting, total);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      measure(selection.selectionSet, fragmentOf, limits, depth, visiting, total);
    } else {
      const name = selection.name.value;
      const fragment = fragmentOf(name);
      // A cycle is reported by graphql-js's own NoFragmentCycles rule.
      if (fragment && !visiting.has(name)) measure(fragment.selectionSet, fragmentOf, limits, depth, new Set([...visiting, name]), total);
    }
  }
  return total;
}

/** A validation rule refusing operations beyond the depth, alias and field limits. */
export function queryLimitsRule(limits: QueryLimits = QUERY_LIMITS): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node) {
      const found = measure(node.selectionSet, (name) => context.getFragment(name), limits);
      if (found.depth > limits.maxDepth) context.reportError(limitError(`Query is too deep (more than ${limits.maxDepth} levels)`));
      if (found.aliases > limits.maxAliases) context.reportError(limitError(`Query has too many aliases (more than ${limits.maxAliases})`));
      if (found.fields > limits.maxFields) context.reportError(limitError(`Query selects too many fields (more than ${limits.maxFields})`));
    },
  });
}
