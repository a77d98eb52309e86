// Reads what the local stack runs out of a synthesized cloud assembly: the portal stack's template, its
// functions (bundle folder, handler, memory, timeout, declared environment, role), the HTTP API's routes
// and JWT authorizer, and the user pool. Values stay as CloudFormation wrote them (intrinsics and all):
// intrinsics.ts resolves them against the local resources.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type TemplateValue = unknown;

export interface TemplateResource {
  Type: string;
  Properties?: Record<string, TemplateValue>;
  Metadata?: Record<string, unknown>;
}

export interface Template {
  Resources: Record<string, TemplateResource>;
  Outputs?: Record<string, { Value: TemplateValue; Description?: string }>;
}

export interface AssemblyFunction {
  logicalId: string;
  /** The construct's name in the app (`dashboards`, `CustomMessages`), for logs and lookups. */
  name: string;
  /** The folder of its deployment bundle (the asset CDK uploads). */
  codeDir: string;
  /** `index.handler`: file `index.mjs` (or .js), export `handler`. */
  handler: string;
  runtime: string;
  memorySize: number;
  timeoutSeconds: number;
  /** Its declared environment, unresolved. */
  environment: Record<string, TemplateValue>;
  roleLogicalId: string | undefined;
}

export interface AssemblyRoute {
  logicalId: string;
  /** `GET /api/v1/dashboards/{id}`. */
  routeKey: string;
  method: string;
  path: string;
  /** The JWT authorizer's logical id; undefined for a route without one (AuthorizationType NONE). */
  authorizerId: string | undefined;
  /** The function its integration invokes. */
  functionLogicalId: string;
}

export interface AssemblyAuthorizer {
  logicalId: string;
  issuer: TemplateValue;
  audience: TemplateValue[];
}

export interface CloudAssembly {
  dir: string;
  stackName: string;
  template: Template;
  functions: AssemblyFunction[];
  routes: AssemblyRoute[];
  authorizers: Map<string, AssemblyAuthorizer>;
  /** The identity-policy statements attached to a role (inline policies and AWS::IAM::Policy resources). */
  statementsOfRole(roleLogicalId: string): TemplateValue[];
}

interface Manifest {
  artifacts: Record<string, { type: string; properties?: { templateFile?: string }; metadata?: unknown }>;
}

interface AssetsManifest {
  files: Record<string, { source: { path: string }; destinations: Record<string, { objectKey: string }> }>;
}

/** The portal's stack is the one with an HTTP API (the other, the edge stack, holds the WAF only). */
export function readAssembly(dir: string): CloudAssembly {
  const manifest = readJson<Manifest>(join(dir, 'manifest.json'));
  const stacks = Object.entries(manifest.artifacts).filter(([, artifact]) => artifact.type === 'aws:cloudformation:stack');
  for (const [stackName, artifact] of stacks) {
    const template = readJson<Template>(join(dir, artifact.properties!.templateFile!));
    const hasApi = Object.values(template.Resources).some((resource) => resource.Type === 'AWS::ApiGatewayV2::Api');
    if (hasApi) return modelOf(dir, stackName, template);
  }
  throw new Error(`No stack with an HTTP API in the cloud assembly at ${dir}.`);
}

function modelOf(dir: string, stackName: string, template: Template): CloudAssembly {
  const resources = template.Resources;
  const ofType = (type: string) => Object.entries(resources).filter(([, resource]) => resource.Type === type);
  const assets = assetFolders(dir, stackName);

  const functions = ofType('AWS::Lambda::Function').flatMap(([logicalId, resource]): AssemblyFunction[] => {
    const props = resource.Properties ?? {};
    const code = props.Code as { S3Key?: string } | undefined;
    const folder = code?.S3Key ? assets.get(code.S3Key) : undefined;
    // CDK's own custom-resource handlers (inline or Python) never serve the portal locally.
    if (!folder || !String(props.Runtime ?? '').startsWith('nodejs')) return [];
    return [
      {
        logicalId,
        name: constructName(resource, logicalId),
        codeDir: join(dir, folder),
        handler: String(props.Handler ?? 'index.handler'),
        runtime: String(props.Runtime),
        memorySize: Number(props.MemorySize ?? 128),
        timeoutSeconds: Number(props.Timeout ?? 3),
        environment: ((props.Environment as { Variables?: Record<string, TemplateValue> } | undefined)?.Variables ?? {}) as Record<
          string,
          TemplateValue
        >,
        roleLogicalId: refOrAttId(props.Role),
      },
    ];
  });

  const integrations = new Map(
    ofType('AWS::ApiGatewayV2::Integration').map(([logicalId, resource]) => [logicalId, refOrAttId(resource.Properties?.IntegrationUri)]),
  );
  const routes = ofType('AWS::ApiGatewayV2::Route').flatMap(([logicalId, resource]): AssemblyRoute[] => {
    const props = resource.Properties ?? {};
    const routeKey = String(props.RouteKey);
    const integrationId = integrationOfTarget(props.Target);
    const functionLogicalId = integrationId ? integrations.get(integrationId) : undefined;
    if (!functionLogicalId) return [];
    const [method, path] = routeKey.split(' ');
    const authorizerId = props.AuthorizationType === 'JWT' ? refOrAttId(props.AuthorizerId) : undefined;
    return [{ logicalId, routeKey, method, path, authorizerId, functionLogicalId }];
  });

  const authorizers = new Map(
    ofType('AWS::ApiGatewayV2::Authorizer').map(([logicalId, resource]) => {
      const jwt = (resource.Properties?.JwtConfiguration ?? {}) as { Issuer?: TemplateValue; Audience?: TemplateValue[] };
      return [logicalId, { logicalId, issuer: jwt.Issuer, audience: jwt.Audience ?? [] }];
    }),
  );

  const statementsOfRole = (roleLogicalId: string): TemplateValue[] => {
    const role = resources[roleLogicalId]?.Properties ?? {};
    const inline = ((role.Policies as { PolicyDocument?: { Statement?: TemplateValue[] } }[] | undefined) ?? []).flatMap(
      (policy) => policy.PolicyDocument?.Statement ?? [],
    );
    const attached = ofType('AWS::IAM::Policy')
      .filter(([, policy]) => ((policy.Properties?.Roles as TemplateValue[] | undefined) ?? []).some((ref) => refOrAttId(ref) === roleLogicalId))
      .flatMap(([, policy]) => (policy.Properties?.PolicyDocument as { Statement?: TemplateValue[] } | undefined)?.Statement ?? []);
    return [...inline, ...attached];
  };

  return { dir, stackName, template, functions, routes, authorizers, statementsOfRole };
}

/** S3 object key of each file asset → its folder in the assembly (`asset.<hash>`). */
function assetFolders(dir: string, stackName: string): Map<string, string> {
  const folders = new Map<string, string>();
  const manifest = readJson<AssetsManifest>(join(dir, `${stackName}.assets.json`));
  for (const asset of Object.values(manifest.files)) {
    for (const destination of Object.values(asset.destinations)) folders.set(destination.objectKey, asset.source.path);
  }
  return folders;
}

/** `portal-local/Functions/dashboards/Function/Resource` → `dashboards`. */
function constructName(resource: TemplateResource, logicalId: string): string {
  const path = resource.Metadata?.['aws:cdk:path'];
  const parts = typeof path === 'string' ? path.split('/') : [];
  return parts.length >= 3 ? parts[parts.length - 3] : logicalId;
}

/** The logical id a `{ Ref }` or `{ Fn::GetAtt: [id, attr] }` points at. */
export function refOrAttId(value: TemplateValue): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const ref = (value as { Ref?: unknown }).Ref;
  if (typeof ref === 'string') return ref;
  const getAtt = (value as { 'Fn::GetAtt'?: unknown })['Fn::GetAtt'];
  return Array.isArray(getAtt) && typeof getAtt[0] === 'string' ? getAtt[0] : undefined;
}

/** `integrations/<Ref integration>` (a Fn::Join) → the integration's logical id. */
function integrationOfTarget(target: TemplateValue): string | undefined {
  const join = (target as { 'Fn::Join'?: [string, TemplateValue[]] } | undefined)?.['Fn::Join'];
  return join ? join[1].map(refOrAttId).find(Boolean) : undefined;
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}
