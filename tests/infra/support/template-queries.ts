// Small readers of a synthesised template, so assertions say what they check rather than how to dig.
import type { Template } from 'aws-cdk-lib/assertions';
import { Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { CfnElement } from 'aws-cdk-lib';

export interface CfnResourceJson {
  Type: string;
  Properties: Record<string, any>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
}

export const logicalId = (construct: IConstruct): string => {
  const element = construct instanceof CfnElement ? construct : (construct.node.defaultChild as CfnElement);
  return Stack.of(element).getLogicalId(element);
};

export const resourcesOfType = (template: Template, type: string): Record<string, CfnResourceJson> =>
  template.findResources(type) as Record<string, CfnResourceJson>;

export function onlyResourceOfType(template: Template, type: string): CfnResourceJson {
  const found = Object.values(resourcesOfType(template, type));
  if (found.length !== 1) throw new Error(`Expected one ${type}, found ${found.length}`);
  return found[0];
}

export interface StatementJson {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

/** Every statement of the IAM policies attached to a role. */
export function statementsOfRole(template: Template, roleLogicalId: string): StatementJson[] {
  return Object.values(resourcesOfType(template, 'AWS::IAM::Policy'))
    .filter((policy) => (policy.Properties.Roles as unknown[]).some((role) => JSON.stringify(role) === JSON.stringify({ Ref: roleLogicalId })))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as StatementJson[]);
}

export const actionsOf = (statement: StatementJson): string[] => [statement.Action].flat();

/** A CloudFormation string value with its tokens written `${Ref}` / `${Id.Attr}`, to compare as text. */
export function templateString(value: unknown): string {
  if (typeof value === 'string') return value;
  const intrinsic = value as Record<string, any>;
  if ('Fn::Join' in intrinsic) {
    const [separator, parts] = intrinsic['Fn::Join'] as [string, unknown[]];
    return parts.map(templateString).join(separator);
  }
  if ('Ref' in intrinsic) return `\${${intrinsic.Ref}}`;
  if ('Fn::GetAtt' in intrinsic) return `\${${(intrinsic['Fn::GetAtt'] as string[]).join('.')}}`;
  throw new Error(`Cannot write ${JSON.stringify(value)} as a string`);
}
