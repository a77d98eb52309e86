// The HTTP API: its routes come from the route table in shared/routes.ts and nowhere else.
import { Aws, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
  type IHttpRouteAuthorizer,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPoolClient, UserPool } from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { RESOURCES, ROUTES, routeIds, type Resource, type RouteId } from '#shared/routes.ts';

/** One JSON line per request; `sub` ties a request to a user without logging personal data. */
const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    requestTime: '$context.requestTime',
    ip: '$context.identity.sourceIp',
    userAgent: '$context.identity.userAgent',
    routeKey: '$context.routeKey',
    status: '$context.status',
    responseLength: '$context.responseLength',
    latencyMs: '$context.responseLatency',
    integrationLatencyMs: '$context.integrationLatency',
    integrationError: '$context.integrationErrorMessage',
    authorizerError: '$context.authorizer.error',
    sub: '$context.authorizer.claims.sub',
  }),
);

/** Why a route without a token is acceptable; cdk-nag asks for a reason per public route. */
const PUBLIC_ROUTE_REASON: Partial<Record<Resource, string>> = {
  auth: 'Sign-in, token refresh (httpOnly cookie), password reset and logout happen before or without a valid access token; the auth Lambda talks to Cognito, which authenticates these calls itself.',
  branding: 'The login page of a business subdomain shows its name, colours and logo before anyone signs in; the route returns nothing else.',
};

export interface PortalApiProps {
  userPool: UserPool;
  userPoolClient: IUserPoolClient;
  throttle: { rateLimit: number; burstLimit: number };
  logRetention: RetentionDays;
}

export class PortalApi extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** Host name CloudFront forwards `/api/*` to. */
  readonly originDomainName: string;
  private readonly authorizer: IHttpRouteAuthorizer;

  constructor(scope: Construct, id: string, props: PortalApiProps) {
    super(scope, id);

    // Same-origin behind CloudFront, so no CORS configuration.
    this.httpApi = new HttpApi(this, 'HttpApi', { createDefaultStage: false });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: props.logRetention });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: ACCESS_LOG_FORMAT },
    });
    this.originDomainName = `${this.httpApi.apiId}.execute-api.${Stack.of(this).region}.${Aws.URL_SUFFIX}`;

    // Verifies the Cognito access token (issuer, expiry, signature, client_id) before any Lambda runs.
    this.authorizer = new HttpJwtAuthorizer('CognitoAuthorizer', props.userPool.userPoolProviderUrl, {
      jwtAudience: [props.userPoolClient.userPoolClientId],
    });
  }

  /** Adds every route of ROUTES, each to its resource's Lambda, with the JWT authorizer unless public. */
  routeTo(functions: Record<Resource, IFunction>): void {
    const integrations = Object.fromEntries(
      RESOURCES.map((resource) => [resource, new HttpLambdaIntegration(`${resource}-integration`, functions[resource])]),
    ) as Record<Resource, HttpLambdaIntegration>;
    for (const id of routeIds) this.addRoute(id, integrations);
  }

  private addRoute(id: RouteId, integrations: Record<Resource, HttpLambdaIntegration>): void {
    const { method, path, resource, audience } = ROUTES[id];
    const isPublic = audience === 'public';
    const route = new HttpRoute(this, `Route-${id}`, {
      httpApi: this.httpApi,
      routeKey: HttpRouteKey.with(path, HttpMethod[method]),
      integration: integrations[resource],
      authorizer: isPublic ? undefined : this.authorizer,
    });
    if (isPublic) {
      const reason = PUBLIC_ROUTE_REASON[resource];
      if (!reason) throw new Error(`Route ${id} is public but resource "${resource}" has no reason in PUBLIC_ROUTE_REASON`);
      Validations.of(route).acknowledge({ id: 'AwsSolutions-APIG4', reason });
    }
  }
}
