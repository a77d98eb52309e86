// AWS's evaluation of identity-based policies for one request: an explicit Deny that matches wins, then
// any matching Allow, else the implicit deny. Pure: the statements and the request are all it reads.
// Policy variables (`${aws:username}`) are not substituted: they match only their own text.

export interface PolicyStatement {
  Effect: 'Allow' | 'Deny';
  Action?: string | string[];
  NotAction?: string | string[];
  Resource?: string | string[];
  NotResource?: string | string[];
  Condition?: Record<string, Record<string, string | string[]>>;
}

/** The role a set of credentials stands for; statements already resolved to plain strings. */
export interface Principal {
  /** The session name (on Lambda: the function's name). */
  name: string;
  roleArn: string;
  statements: PolicyStatement[];
}

/** Condition keys of the request (`dynamodb:LeadingKeys`, `s3:prefix`…) and their values. */
export type ConditionContext = Readonly<Record<string, readonly string[]>>;

/** One action on one resource that a request needs, with the condition keys it brings. */
export interface Authorization {
  action: string;
  resource: string;
  context?: ConditionContext;
}

/** `unsupported`: condition operators met and not understood (their statements were read deny-safe). */
export type Decision =
  | { allowed: true; reason: 'allowed'; unsupported?: string[] }
  | { allowed: false; reason: 'implicit' | 'explicit'; /** The (first) authorization refused. */ denied: Authorization; unsupported?: string[] };

const asList = (value: string | string[] | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

const patterns = new Map<string, RegExp>();

/** IAM's `*` (any run of characters) and `?` (one character); everything else literal. */
function wildcard(pattern: string, caseInsensitive: boolean): RegExp {
  const cacheKey = `${caseInsensitive ? 'i' : 's'}${pattern}`;
  let compiled = patterns.get(cacheKey);
  if (!compiled) {
    const source = pattern
      .split('')
      .map((char) => (char === '*' ? '[\\s\\S]*' : char === '?' ? '[\\s\\S]' : char.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
      .join('');
    compiled = new RegExp(`^${source}$`, caseInsensitive ? 'i' : '');
    patterns.set(cacheKey, compiled);
  }
  return compiled;
}

export const actionMatches = (pattern: string, action: string): boolean => wildcard(pattern, true).test(action);

/** ARNs are compared part by part (a wildcard stays within its colon-separated part), case-sensitively. */
export function resourceMatches(pattern: string, resource: string): boolean {
  if (pattern === '*') return true;
  const patternParts = arnParts(pattern);
  const resourceParts = arnParts(resource);
  if (!patternParts || !resourceParts) return wildcard(pattern, false).test(resource);
  return patternParts.every((part, index) => wildcard(part, false).test(resourceParts[index]));
}

/** arn, partition, service, region, account, and the resource (which may hold colons itself). */
function arnParts(value: string): string[] | undefined {
  const parts = value.split(':');
  return parts[0] === 'arn' && parts.length >= 6 ? [...parts.slice(0, 5), parts.slice(5).join(':')] : undefined;
}

type ValueTest = (policyValue: string, contextValue: string) => boolean;

const stringEquals: ValueTest = (policy, context) => policy === context;
const stringLike: ValueTest = (policy, context) => wildcard(policy, false).test(context);

/** The operators understood, by base name; `negated` ones hold when no value matches. */
const OPERATORS: Record<string, { test: ValueTest; negated: boolean }> = {
  StringEquals: { test: stringEquals, negated: false },
  StringNotEquals: { test: stringEquals, negated: true },
  StringLike: { test: stringLike, negated: false },
  StringNotLike: { test: stringLike, negated: true },
  ArnEquals: { test: stringLike, negated: false },
  ArnLike: { test: stringLike, negated: false },
  ArnNotEquals: { test: stringLike, negated: true },
  ArnNotLike: { test: stringLike, negated: true },
  Bool: { test: (policy, context) => policy.toLowerCase() === context.toLowerCase(), negated: false },
};

/** Condition keys are case-insensitive in IAM. */
function contextValues(context: ConditionContext, key: string): readonly string[] | undefined {
  const wanted = key.toLowerCase();
  for (const [name, values] of Object.entries(context)) if (name.toLowerCase() === wanted) return values;
  return undefined;
}

/** One operator over one key: true, false, or undefined when the operator is not understood. */
function conditionHolds(operator: string, key: string, policyValues: string[], context: ConditionContext): boolean | undefined {
  const parsed = /^(?:(ForAllValues|ForAnyValue):)?(\w+?)(IfExists)?$/.exec(operator);
  if (!parsed) return undefined;
  const [, set, base, ifExists] = parsed;
  const values = contextValues(context, key);
  const present = values !== undefined && values.length > 0;

  if (base === 'Null') {
    if (set || ifExists) return undefined;
    return policyValues.every((value) => (value.toLowerCase() === 'true') === !present);
  }
  const definition = OPERATORS[base];
  if (!definition) return undefined;
  if (!present) {
    if (ifExists) return true;
    // ForAllValues holds for an empty set (the known IAM pitfall); ForAnyValue never does.
    if (set) return set === 'ForAllValues';
    return definition.negated;
  }
  const matchesPolicy = (value: string) => policyValues.some((policyValue) => definition.test(policyValue, value));
  const holdsFor = (value: string) => (definition.negated ? !matchesPolicy(value) : matchesPolicy(value));
  if (set === 'ForAllValues') return values.every(holdsFor);
  if (set === 'ForAnyValue') return values.some(holdsFor);
  return definition.negated ? values.every(holdsFor) : values.some(holdsFor);
}

/**
 * Whether a statement applies to the authorization. An operator not understood is read deny-safe: it
 * fails an Allow and holds for a Deny, and it is reported.
 */
function statementMatches(statement: PolicyStatement, authorization: Authorization, unsupported: Set<string>): boolean {
  const { action, resource, context = {} } = authorization;
  const actionHit = statement.Action
    ? asList(statement.Action).some((pattern) => actionMatches(pattern, action))
    : statement.NotAction !== undefined && !asList(statement.NotAction).some((pattern) => actionMatches(pattern, action));
  if (!actionHit) return false;
  const resourceHit = statement.Resource
    ? asList(statement.Resource).some((pattern) => resourceMatches(pattern, resource))
    : statement.NotResource !== undefined && !asList(statement.NotResource).some((pattern) => resourceMatches(pattern, resource));
  if (!resourceHit) return false;
  return Object.entries(statement.Condition ?? {}).every(([operator, keys]) =>
    Object.entries(keys).every(([key, policyValues]) => {
      const holds = conditionHolds(operator, key, asList(policyValues).map(String), context);
      if (holds !== undefined) return holds;
      unsupported.add(operator);
      return statement.Effect === 'Deny';
    }),
  );
}

/** The decision for one action on one resource. */
export function evaluate(statements: readonly PolicyStatement[], authorization: Authorization): Decision {
  const unsupported = new Set<string>();
  const matching = statements.filter((statement) => statementMatches(statement, authorization, unsupported));
  const reported = unsupported.size ? { unsupported: [...unsupported] } : {};
  if (matching.some((statement) => statement.Effect === 'Deny'))
    return { allowed: false, reason: 'explicit', denied: authorization, ...reported };
  if (matching.some((statement) => statement.Effect === 'Allow')) return { allowed: true, reason: 'allowed', ...reported };
  return { allowed: false, reason: 'implicit', denied: authorization, ...reported };
}

/** A request is allowed when every authorization it needs is; the first refused one is the answer. */
export function evaluateAll(statements: readonly PolicyStatement[], authorizations: readonly Authorization[]): Decision {
  const unsupported = new Set<string>();
  for (const authorization of authorizations) {
    const decision = evaluate(statements, authorization);
    decision.unsupported?.forEach((operator) => unsupported.add(operator));
    if (!decision.allowed) return { ...decision, ...(unsupported.size ? { unsupported: [...unsupported] } : {}) };
  }
  return { allowed: true, reason: 'allowed', ...(unsupported.size ? { unsupported: [...unsupported] } : {}) };
}
