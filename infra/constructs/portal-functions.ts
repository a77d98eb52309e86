// One PortalFunction per resource of shared/routes.ts, granted what FUNCTION_PERMISSIONS says it needs.
import { Duration } from 'aws-cdk-lib';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { ENV } from '#shared/constants.ts';
import { RESOURCES, type Resource } from '#shared/routes.ts';
import { FUNCTION_PERMISSIONS, type FunctionNeeds } from '../function-permissions.ts';
import { functionEntry } from '../paths.ts';
import type { StageSettings } from '../stages.ts';
import { PortalFunction } from './portal-function.ts';

export interface PortalFunctionsProps {
  stage: StageSettings;
  table: ITable;
  uploadsBucket: IBucket;
  /** `https://<portal>/uploads`: where a stored key is served. */
  uploadsBaseUrl: string;
  /** `https://<portal>`: the portal's own origin (request guards, the iframe rule). */
  portalUrl: string;
  /** Where a business's own portal is (shared/business-address.ts). */
  businessUrl: string;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
}

export class PortalFunctions extends Construct {
  readonly byResource: Record<Resource, PortalFunction>;

  constructor(scope: Construct, id: string, props: PortalFunctionsProps) {
    super(scope, id);
    this.byResource = byResource((resource) => this.create(resource, FUNCTION_PERMISSIONS[resource], props));
  }

  /** The Lambdas as the API wires them. */
  lambdas(): Record<Resource, IFunction> {
    return byResource((resource) => this.byResource[resource].lambda);
  }

  private create(resource: Resource, needs: FunctionNeeds, props: PortalFunctionsProps): PortalFunction {
    const fn = new PortalFunction(this, resource, {
      entry: functionEntry(resource),
      logRetention: props.stage.logRetention,
      tracing: props.stage.tracing,
      ...(needs.timeoutSeconds ? { timeout: Duration.seconds(needs.timeoutSeconds) } : {}),
    });
    if (needs.table.length > 0) fn.useTable(props.table, needs.table);
    if (needs.uploadsBucket) fn.useBucket(props.uploadsBucket, needs.uploadsBucket);
    if (needs.uploadsBaseUrl) fn.useUploadsBaseUrl(props.uploadsBaseUrl);
    if (needs.userPool) fn.useUserPool(props.userPool, needs.userPool);
    // What the HTTP handler every API function runs reads (functions/http/http-handler.ts): the client a
    // caller's token must be for (functions/domain/caller.ts), and the portal's origins, from which alone
    // the request guards let the auth routes be called. The iframe rule reads the origins too.
    fn.useUserPoolClient(props.userPoolClient).usePortalOrigins(props.portalUrl);
    if (needs.businessUrl) fn.useBusinessUrl(props.businessUrl);
    if (needs.iframeUrls) fn.useIframeRule(props.stage.iframeHttpAllowed);
    // Writers of the activity trail stamp each entry's expiry (its TTL) from the stage's retention; its
    // reader keeps the periods asked for to the days kept.
    if (RECORDS_ACTIVITY.has(resource) || resource === 'activity') {
      fn.lambda.addEnvironment(ENV.activityRetentionDays, String(props.stage.activityRetentionDays));
    }
    return fn;
  }
}

/** The Lambdas whose writes (or sign-ins) record activity trail entries. */
export const RECORDS_ACTIVITY: ReadonlySet<Resource> = new Set<Resource>([
  'auth',
  'accounts',
  'dashboards',
  'roles',
  'users',
  'admin-themes',
  'admin-reports',
  'admin-businesses',
  'admin-business-dashboards',
]);

function byResource<T>(make: (resource: Resource) => T): Record<Resource, T> {
  return Object.fromEntries(RESOURCES.map((resource) => [resource, make(resource)])) as Record<Resource, T>;
}
