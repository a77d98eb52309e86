// The portal's signals in its own region: one CloudWatch dashboard (every stage), and with an alarm
// topic the alarms on them: each function's errors and throttles, the HTTP API's 5xx share and p99
// latency, DynamoDB's throttled requests and system errors. docs/deploy.md says what to do for each.
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Dashboard, GraphWidget, MathExpression, TextWidget, type IMetric, type IWidget } from 'aws-cdk-lib/aws-cloudwatch';
import { Operation, type Table } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import type { AlarmThresholds } from '../stages.ts';
import { ALARM_PERIOD, type AlarmTopic } from './alarm-topic.ts';

export interface PortalMonitoringProps {
  thresholds: AlarmThresholds;
  /** The portal's functions by a readable name (the resource, `cognito-messages`). */
  functions: Record<string, IFunction>;
  httpApi: HttpApi;
  table: Table;
  /** Without it there is a dashboard and no alarm. */
  alarmTopic?: AlarmTopic;
}

export class PortalMonitoring extends Construct {
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: PortalMonitoringProps) {
    super(scope, id);
    const { thresholds: limits, alarmTopic } = props;
    const period = ALARM_PERIOD;
    const alarm = (alarmId: string, metric: IMetric, threshold: number, description: string) =>
      alarmTopic?.alarm(this, alarmId, {
        metric,
        threshold,
        periods: limits.evaluationPeriods,
        description: `${description} See docs/deploy.md, "Alarms".`,
      });

    const api = {
      requests: props.httpApi.metricCount({ period }),
      serverErrors: props.httpApi.metricServerError({ period }),
      latencyP99: props.httpApi.metricLatency({ period, statistic: 'p99' }),
    };
    const api5xxPercent = new MathExpression({
      expression: 'IF(requests > 0, 100 * errors / requests, 0)',
      usingMetrics: { requests: api.requests, errors: api.serverErrors },
      label: 'API 5xx %',
      period,
    });
    alarm('Api5xxAlarm', api5xxPercent, limits.api5xxPercent, 'The API answers 5xx to many requests: a function fails or times out.');
    alarm(
      'ApiLatencyAlarm',
      api.latencyP99,
      limits.apiLatencyP99Ms,
      'The API is slow (p99): cold starts, DynamoDB throttling or a slow Cognito.',
    );

    // The operations the functions send (no Scan): an alarm's expression takes at most 10 metrics.
    const operations = [
      Operation.GET_ITEM,
      Operation.BATCH_GET_ITEM,
      Operation.QUERY,
      Operation.PUT_ITEM,
      Operation.UPDATE_ITEM,
      Operation.DELETE_ITEM,
      Operation.BATCH_WRITE_ITEM,
      Operation.TRANSACT_WRITE_ITEMS,
    ];
    const table = {
      throttled: props.table.metricThrottledRequestsForOperations({ operations, period }),
      systemErrors: props.table.metricSystemErrorsForOperations({ operations, period }),
    };
    alarm('DynamoThrottledAlarm', table.throttled, limits.dynamoThrottledRequests, 'DynamoDB throttled requests of the portal table.');
    alarm('DynamoSystemErrorsAlarm', table.systemErrors, limits.dynamoSystemErrors, 'DynamoDB answered with system errors (its side).');

    const functionWidgets: IWidget[] = [];
    for (const [name, fn] of Object.entries(props.functions)) {
      const errors = fn.metricErrors({ period });
      const throttles = fn.metricThrottles({ period });
      const suffix = name.replace(/(^|-)(\w)/g, (_match, _dash: string, letter: string) => letter.toUpperCase());
      alarm(`${suffix}ErrorsAlarm`, errors, limits.functionErrors, `The ${name} function failed (threw or timed out).`);
      alarm(`${suffix}ThrottlesAlarm`, throttles, limits.functionThrottles, `The ${name} function was throttled (concurrency reached).`);
      functionWidgets.push(
        new GraphWidget({
          title: name,
          left: [fn.metricInvocations({ period }), errors, throttles],
          right: [fn.metricDuration({ period, statistic: 'p99' })],
          width: 8,
        }),
      );
    }

    this.dashboard = new Dashboard(this, 'Dashboard', {
      widgets: [
        [new TextWidget({ markdown: '# Portal de dashboards\nAlarms and what to do: docs/deploy.md, "Alarms".', width: 24, height: 2 })],
        [
          new GraphWidget({ title: 'API requests and 5xx', left: [api.requests, api.serverErrors], right: [api5xxPercent], width: 6 }),
          new GraphWidget({ title: 'API latency p99 (ms)', left: [api.latencyP99], width: 6 }),
          // One widget each: both sums name their per-operation metrics alike.
          new GraphWidget({ title: 'DynamoDB throttled requests', left: [table.throttled], width: 6 }),
          new GraphWidget({ title: 'DynamoDB system errors', left: [table.systemErrors], width: 6 }),
        ],
        functionWidgets,
      ],
    });
  }
}
