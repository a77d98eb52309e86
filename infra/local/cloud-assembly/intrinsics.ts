// Resolves CloudFormation's intrinsic functions (Ref, Fn::GetAtt, Fn::Join, Fn::Sub, Fn::Select,
// Fn::Split) and Secrets Manager dynamic references to plain values, against what stands for each
// resource locally. Anything it cannot resolve is an error naming the value: a template the local stack
// cannot model fails at start, never as a function reading a half-resolved variable.
import type { TemplateValue } from './read-assembly.ts';

export interface Bindings {
  /** A pseudo parameter (`AWS::Region`…) or a resource's Ref value. */
  ref(name: string): string | undefined;
  getAtt(logicalId: string, attribute: string): string | undefined;
  /** The secret string of a secret named by its Ref value (ARN). */
  secretValue(secretId: string): string | undefined;
}

export class UnresolvableValue extends Error {
  override name = 'UnresolvableValue';
}

const DYNAMIC_SECRET = /\{\{resolve:secretsmanager:([^:}]+(?::[^:}]+)*?):SecretString:([^:}]*):([^:}]*):([^:}]*)\}\}/g;

export function resolveValue(value: TemplateValue, bindings: Bindings): unknown {
  if (typeof value === 'string') return resolveDynamicReferences(value, bindings);
  if (Array.isArray(value)) return value.map((item) => resolveValue(item, bindings));
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, TemplateValue>);
  if (entries.length === 1 && (entries[0][0] === 'Ref' || entries[0][0].startsWith('Fn::'))) {
    const resolved = resolveIntrinsic(entries[0][0], entries[0][1], bindings);
    // A dynamic reference is often whole only once joined (`{{resolve:secretsmanager:` + Ref + `…}}`).
    return typeof resolved === 'string' ? resolveDynamicReferences(resolved, bindings) : resolved;
  }
  return Object.fromEntries(entries.map(([key, item]) => [key, resolveValue(item, bindings)]));
}

export function resolveString(value: TemplateValue, bindings: Bindings): string {
  const resolved = resolveValue(value, bindings);
  if (typeof resolved === 'string') return resolved;
  if (typeof resolved === 'number' || typeof resolved === 'boolean') return String(resolved);
  throw new UnresolvableValue(`Not a string once resolved: ${JSON.stringify(value)}`);
}

function resolveIntrinsic(name: string, argument: TemplateValue, bindings: Bindings): unknown {
  const fail = (): never => {
    throw new UnresolvableValue(`The local stack cannot resolve ${JSON.stringify({ [name]: argument })}.`);
  };
  switch (name) {
    case 'Ref':
      return bindings.ref(String(argument)) ?? fail();
    case 'Fn::GetAtt': {
      const [logicalId, attribute] = Array.isArray(argument) ? argument : String(argument).split('.');
      return bindings.getAtt(String(logicalId), String(attribute)) ?? fail();
    }
    case 'Fn::Join': {
      const [separator, parts] = argument as [string, TemplateValue[]];
      return (resolveValue(parts, bindings) as unknown[]).map((part) => String(part)).join(separator);
    }
    case 'Fn::Select': {
      const [index, list] = argument as [TemplateValue, TemplateValue];
      return (resolveValue(list, bindings) as unknown[])[Number(resolveValue(index, bindings))] ?? fail();
    }
    case 'Fn::Split': {
      const [separator, text] = argument as [string, TemplateValue];
      return resolveString(text, bindings).split(separator);
    }
    case 'Fn::Sub': {
      const [text, variables = {}] = Array.isArray(argument) ? (argument as [string, Record<string, TemplateValue>]) : [String(argument)];
      return text.replace(/\$\{([^}!][^}]*)\}/g, (_, expression: string) => {
        if (expression in variables) return resolveString(variables[expression], bindings);
        const [logicalId, attribute] = expression.split('.');
        return (attribute ? bindings.getAtt(logicalId, attribute) : bindings.ref(logicalId)) ?? fail();
      });
    }
    default:
      return fail();
  }
}

/** `{{resolve:secretsmanager:<id>:SecretString:::}}` inside a string → the secret's local value. */
function resolveDynamicReferences(text: string, bindings: Bindings): string {
  return text.replace(DYNAMIC_SECRET, (whole, secretId: string, jsonKey: string) => {
    const secret = bindings.secretValue(secretId);
    if (secret === undefined) throw new UnresolvableValue(`The local stack has no secret for ${whole}.`);
    if (!jsonKey) return secret;
    const field = (JSON.parse(secret) as Record<string, unknown>)[jsonKey];
    if (typeof field !== 'string') throw new UnresolvableValue(`Secret ${secretId} has no key ${jsonKey}.`);
    return field;
  });
}
