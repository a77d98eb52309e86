// Where alarms go: an SNS topic encrypted with a key of its own (CloudWatch must be allowed to use it;
// the AWS-managed SNS key does not let it), publishing only over TLS, with the operator's e-mail
// subscribed (AWS sends a confirmation to click once).
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

/** Every alarm looks at 5-minute periods. */
export const ALARM_PERIOD = Duration.minutes(5);

export interface AlarmTopicProps {
  email: string;
  /** Names the topic in the e-mails' sender line. */
  displayName: string;
}

export class AlarmTopic extends Construct {
  readonly topic: Topic;
  private readonly action: SnsAction;

  constructor(scope: Construct, id: string, props: AlarmTopicProps) {
    super(scope, id);
    const key = new Key(this, 'Key', {
      description: `Encrypts the alarm topic of ${props.displayName}`,
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    key.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    this.topic = new Topic(this, 'Topic', { displayName: props.displayName, masterKey: key, enforceSSL: true });
    this.topic.addSubscription(new EmailSubscription(props.email));
    this.action = new SnsAction(this.topic);
  }

  /**
   * An alarm at or above `threshold` for `periods` periods in a row, telling the topic when it fires and
   * when it clears. No data is no breach: a quiet night is not an outage.
   */
  alarm(scope: Construct, id: string, options: { metric: IMetric; threshold: number; periods: number; description: string }): Alarm {
    const alarm = new Alarm(scope, id, {
      metric: options.metric,
      threshold: options.threshold,
      evaluationPeriods: options.periods,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: options.description,
    });
    alarm.addAlarmAction(this.action);
    alarm.addOkAction(this.action);
    return alarm;
  }
}
