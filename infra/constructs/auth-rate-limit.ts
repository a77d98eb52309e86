// The edge's brake on guessing: a WAF web ACL on the CloudFront distribution with a rate-based rule
// that blocks a client address sending too many requests to `/api/v1/auth/*`, before any Lambda runs.
// The auth Lambda's own counters (per e-mail and address, and per address: functions/domain/attempt-limits.ts) hold
// the same on AWS and locally; this rule adds what only the edge can see, the viewer's own address.
// A CloudFront web ACL must live in us-east-1, hence the edge stack there (infra/edge-stack.ts).
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { API_PREFIX } from '#shared/constants.ts';
import { SERVICE_MESSAGES } from '#shared/service-messages.ts';

/** The region CloudFront takes web ACLs from. */
export const WEB_ACL_REGION = 'us-east-1';

/** The path prefix of the sign-in endpoints the rule counts. */
export const AUTH_PATH_PREFIX = `${API_PREFIX}/auth/`;

/**
 * Requests to the auth endpoints one address may send per 5 minutes: about one a second, far above what
 * an office behind one address sends (a login, a refresh every 14 minutes and on each page load).
 */
export const AUTH_REQUESTS_PER_WINDOW = 300;
const WINDOW_SECONDS = 300;

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

export class AuthRateLimit extends Construct {
  readonly webAcl: CfnWebACL;
  /** The web ACL's CloudWatch name (the `WebACL` dimension of its metrics), one per stage. */
  readonly metricName: string;

  constructor(scope: Construct, id: string, props: { metricName: string }) {
    super(scope, id);
    this.metricName = props.metricName;
    const blockedBody = 'too-many-attempts';
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      description: `Rate limit per client address of the sign-in endpoints under ${AUTH_PATH_PREFIX}`,
      defaultAction: { allow: {} },
      visibilityConfig: visibility(props.metricName),
      // The SPA shows an API answer's `error`: the block speaks Portuguese like the API.
      customResponseBodies: {
        [blockedBody]: {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({ error: SERVICE_MESSAGES.tooManyAttempts(WINDOW_SECONDS / 60) }),
        },
      },
      rules: [
        {
          name: 'auth-requests-per-address',
          priority: 0,
          action: { block: { customResponse: { responseCode: 429, customResponseBodyKey: blockedBody } } },
          statement: {
            rateBasedStatement: {
              limit: AUTH_REQUESTS_PER_WINDOW,
              evaluationWindowSec: WINDOW_SECONDS,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                byteMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  positionalConstraint: 'STARTS_WITH',
                  searchString: AUTH_PATH_PREFIX,
                  textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
                },
              },
            },
          },
          visibilityConfig: visibility(`${props.metricName}-auth-rate`),
        },
      ],
    });
  }

  /** What a CloudFront distribution's `webAclId` takes for a WAFv2 web ACL: its ARN. */
  get arn(): string {
    return this.webAcl.attrArn;
  }
}
