/**
 * The stage's state: the one DynamoDB table (built from the shared definition, so the local stack, the tests and
 * every stage create the same table) and the session signing key. Its own stack, so no change to the API or the
 * site can ever replace them.
 */
import { Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { MathExpression } from 'aws-cdk-lib/aws-cloudwatch';
import { AttributeType, BillingMode, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { tableDefinition } from '../../functions/lib/db/kit/table-definition.js';
import type { StageConfig } from '../config/stages.js';
import { ALARM_PERIOD, notifyingAlarm } from '../constructs/alarms.js';
import { Backups } from '../constructs/backups.js';
import type { Deployments } from '../constructs/gradual-deployment.js';
import { JobExpiry } from '../constructs/job-expiry.js';
import { output } from '../constructs/output.js';
import { removalPolicyFor } from '../constructs/removal.js';

export interface DataStackProps extends StackProps {
  stage: StageConfig;
  alarmTopic: ITopic;
  deployments: Deployments;
}

const stringKey = (name: string) => ({ name, type: AttributeType.STRING });

export class DataStack extends Stack {
  readonly table: Table;
  readonly sessionSecret: Secret;
  /** The header value CloudFront adds to every API request, proving it came through CloudFront. */
  readonly originSecret: Secret;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { protectData } = props.stage;

    this.table = new Table(this, 'Table', {
      partitionKey: stringKey(tableDefinition.partitionKey),
      sortKey: stringKey(tableDefinition.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      // The search indexer's feed (infra/constructs/search-indexer.ts).
      stream: StreamViewType[tableDefinition.streamViewType],
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: protectData,
      removalPolicy: removalPolicyFor(props.stage),
    });
    for (const index of tableDefinition.globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
      });
    }

    // HS256 wants at least 256 bits: 64 characters from 62 letters and digits carry about 380. The first value is
    // a single key; infra/scripts/rotate-keys.ts turns it into a key set (functions/lib/secret.ts reads both).
    this.sessionSecret = new Secret(this, 'SessionSecret', {
      description: `Job board ${props.stage.name}: signing keys of session cookies and list cursors`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: removalPolicyFor(props.stage),
    });
    // {"current": what CloudFront sends, "previous": still accepted while a rotation propagates}.
    this.originSecret = new Secret(this, 'OriginSecret', {
      description: `Job board ${props.stage.name}: header value CloudFront adds to API requests (x-origin-verify)`,
      generateSecretString: {
        secretStringTemplate: '{}',
        generateStringKey: 'current',
        passwordLength: 48,
        excludePunctuation: true,
      },
      removalPolicy: removalPolicyFor(props.stage),
    });
    for (const secret of [this.sessionSecret, this.originSecret]) {
      Validations.of(secret).acknowledge({
        id: 'AwsSolutions-SMG4',
        reason:
          'Rotated by an operator with one command (infra/scripts/rotate-keys.ts, docs/deploy.md "Rotating the ' +
          'keys"): the new values must reach CloudFront and the functions in a set order, which a rotation ' +
          'Lambda cannot drive; signing keys carry a key id, so rotation signs nobody out.',
      });
    }

    this.throttleAlarm(props.alarmTopic);
    const { env, backup } = props.stage;
    if (env && backup) new Backups(this, 'Backups', { stage: { ...props.stage, env, backup }, table: this.table });
    // The table's upkeep lives with the table: jobs past their closing date leave search every hour.
    new JobExpiry(this, 'JobExpiry', {
      stage: props.stage,
      deployments: props.deployments,
      table: this.table,
      alarmTopic: props.alarmTopic,
    });
    output(this, 'TableName', this.table.tableName, 'The DynamoDB table of this stage');
    output(this, 'SessionSecretArn', this.sessionSecret.secretArn, 'The signing keys (rotate: docs/deploy.md)');
    output(
      this,
      'OriginSecretArn',
      this.originSecret.secretArn,
      'The CloudFront origin header (rotated with the keys)',
    );
  }

  /** Read and write throttle events of the table and of each index, summed (on-demand tables rarely throttle). */
  private throttleAlarm(topic: ITopic) {
    const usingMetrics: Record<string, ReturnType<Table['metric']>> = {};
    const targets = [undefined, ...tableDefinition.globalSecondaryIndexes.map((index) => index.indexName)];
    targets.forEach((indexName, i) => {
      for (const kind of ['Read', 'Write'] as const) {
        usingMetrics[`${kind.toLowerCase()}${i}`] = this.table.metric(`${kind}ThrottleEvents`, {
          statistic: 'Sum',
          period: ALARM_PERIOD,
          dimensionsMap: {
            TableName: this.table.tableName,
            ...(indexName ? { GlobalSecondaryIndexName: indexName } : {}),
          },
        });
      }
    });
    notifyingAlarm(this, 'ThrottleAlarm', topic, {
      metric: new MathExpression({
        // A series without throttles has no data points at all: FILL makes it zero so the sum exists.
        expression: Object.keys(usingMetrics)
          .map((name) => `FILL(${name}, 0)`)
          .join(' + '),
        usingMetrics,
        period: ALARM_PERIOD,
        label: 'DynamoDB throttle events',
      }),
      threshold: 1,
      description: 'DynamoDB throttled reads or writes on the table or an index: requests were slowed or failed.',
    });
  }
}
