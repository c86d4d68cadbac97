/** Prod at the edge and in operation: WAF, throttles, reserved concurrency, tracing, alarms, budget, rollback. */
import { routeIds, routeKey, routes } from '../../shared/routes.js';
import { routeClassOf } from '../config/route-classes.js';
import { stageConfig } from '../config/stages.js';
import { type Synthesized, synthesizedStage } from './synth.js';

let prod: Synthesized;
beforeAll(() => {
  prod = synthesizedStage('prod');
});

const prodConfig = stageConfig('prod', undefined, true);

describe('WAF', () => {
  it('a CLOUDFRONT-scope web ACL in us-east-1 with the AWS managed common, known-bad-inputs and IP-reputation groups', () => {
    expect(prod.stacks.edge!.region).toBe('us-east-1');
    const acl = Object.values(prod.template.edge!.findResources('AWS::WAFv2::WebACL'))[0] as any;
    expect(acl.Properties.Scope).toBe('CLOUDFRONT');
    const groups = acl.Properties.Rules.filter((r: any) => r.Statement.ManagedRuleGroupStatement).map(
      (r: any) => `${r.Statement.ManagedRuleGroupStatement.VendorName}:${r.Statement.ManagedRuleGroupStatement.Name}`,
    );
    expect(groups.sort()).toEqual([
      'AWS:AWSManagedRulesAmazonIpReputationList',
      'AWS:AWSManagedRulesCommonRuleSet',
      'AWS:AWSManagedRulesKnownBadInputsRuleSet',
    ]);
  });

  it('rate-limits each address on /api/* and, more strictly, on the auth routes, answering 429 JSON', () => {
    const acl = Object.values(prod.template.edge!.findResources('AWS::WAFv2::WebACL'))[0] as any;
    const rate = (name: string) => acl.Properties.Rules.find((r: any) => r.Name === name);
    const api = rate('ApiRatePerAddress').Statement.RateBasedStatement;
    const auth = rate('AuthRatePerAddress').Statement.RateBasedStatement;
    expect(api).toMatchObject({ AggregateKeyType: 'IP', Limit: prodConfig.wafRateLimits.api });
    expect(api.ScopeDownStatement.ByteMatchStatement).toMatchObject({
      SearchString: '/api/',
      PositionalConstraint: 'STARTS_WITH',
    });
    expect(auth.Limit).toBeLessThan(api.Limit);
    const authPaths = auth.ScopeDownStatement.OrStatement.Statements.map((s: any) => s.ByteMatchStatement.SearchString);
    // Every public state-changing route of the table is an auth route (route-classes.ts): a new one is covered
    // without a list to update; the sign-in, sign-up and reset routes are among them.
    const publicWrites = routeIds
      .filter((id) => routes[id].access === 'public' && routes[id].method !== 'GET')
      .map((id) => routes[id].path);
    expect(authPaths.sort()).toEqual([...new Set(publicWrites)].sort());
    expect(authPaths).toEqual(
      expect.arrayContaining(['/api/login', '/api/register', '/api/forgot-password', '/api/reset-password']),
    );
    expect(rate('AuthRatePerAddress').Action.Block.CustomResponse.ResponseCode).toBe(429);
    expect(JSON.parse(acl.Properties.CustomResponseBodies.tooManyRequests.Content)).toHaveProperty('message');
  });

  it('is attached to the distribution', () => {
    const distribution = Object.values(prod.template.web.findResources('AWS::CloudFront::Distribution'))[0] as any;
    const webAclId = JSON.stringify(distribution.Properties.DistributionConfig.WebACLId);
    expect(webAclId).toBeDefined();
    // Read across regions from the parameter the edge stack writes.
    expect(webAclId).toMatch(/WebAcl|resolve:ssm/);
  });

  it('dev without settings has no WAF stack', () => {
    expect(synthesizedStage('dev').stacks.edge).toBeUndefined();
  });
});

describe('API throttles', () => {
  it('each route has the throttle of its class, auth the strictest', () => {
    const stage = Object.values(prod.apiTemplate.findResources('AWS::ApiGatewayV2::Stage'))[0] as any;
    for (const id of routeIds) {
      const { rateLimit, burstLimit } = prodConfig.throttle[routeClassOf(id)];
      expect(stage.Properties.RouteSettings[routeKey(id)], id).toEqual({
        ThrottlingRateLimit: rateLimit,
        ThrottlingBurstLimit: burstLimit,
      });
    }
    expect(prodConfig.throttle.auth.rateLimit).toBeLessThan(prodConfig.throttle.write.rateLimit);
    expect(routeClassOf('login')).toBe('auth');
  });
});

describe('reserved concurrency', () => {
  it('every prod route reserves its class share; every reservation of every stack together stays under 900', () => {
    const functions = Object.values(prod.template).flatMap(
      (template) => Object.values(template.findResources('AWS::Lambda::Function')) as any[],
    );
    const routeFunctions = functions.filter((f) => String(f.Properties.Description).includes(' /api/'));
    expect(routeFunctions).toHaveLength(routeIds.length);
    for (const fn of routeFunctions) expect(fn.Properties.ReservedConcurrentExecutions).toBeGreaterThan(0);
    const reserving = functions.filter((f) => f.Properties.ReservedConcurrentExecutions !== undefined);
    // The routes and both mail senders at least: a sum over fewer would not be the account's.
    expect(reserving.length).toBeGreaterThanOrEqual(routeIds.length + 2);
    const total = reserving.reduce((sum, f) => sum + f.Properties.ReservedConcurrentExecutions, 0);
    // Lambda keeps 100 of the default 1,000 unreserved: 900 is what an account can reserve at all.
    expect(total).toBeLessThanOrEqual(900);
    prod.apiTemplate.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'POST /api/login',
      ReservedConcurrentExecutions: prodConfig.reservedConcurrency!.auth,
    });
  });
});

describe('observability and spend', () => {
  it('tracing is active on every function: the routes, the mail senders, the search indexer, the CV reader, the alert mailers, the promise workers, the suppression worker', () => {
    const mailFunctions = Object.values(prod.template.mail.findResources('AWS::Lambda::Function')) as any[];
    expect(mailFunctions.map((f) => f.Properties.Description)).toEqual([
      expect.stringContaining('mail suppression list'),
    ]);
    for (const fn of mailFunctions) expect(fn.Properties.TracingConfig).toEqual({ Mode: 'Active' });
    const functions = Object.values(prod.apiTemplate.findResources('AWS::Lambda::Function')) as any[];
    const routeFunctions = functions.filter((f) => String(f.Properties.Description).includes(' /api/'));
    expect(routeFunctions).toHaveLength(routeIds.length);
    const descriptions = functions.map((f) => String(f.Properties.Description));
    const workers = [
      'Sends password-reset',
      'Sends application emails',
      'Keeps the search index',
      'Reads the text of a saved CV',
      'Job alert digests',
      'Still hiring?',
      'Every application gets an answer',
    ];
    for (const worker of [...workers, 'Instant job alerts'])
      expect(
        descriptions.filter((d) => d.startsWith(worker)),
        worker,
      ).toHaveLength(1);
    expect(functions).toHaveLength(routeIds.length + workers.length + 1);
    for (const fn of functions)
      expect(fn.Properties.TracingConfig, fn.Properties.Description).toEqual({ Mode: 'Active' });
  });

  const alarmsOf = (key: 'api' | 'gateway') =>
    Object.values(
      (key === 'api' ? prod.apiTemplate : prod.template[key]).findResources('AWS::CloudWatch::Alarm'),
    ) as any[];
  const expectToOpsTopic = (alarm: any) => {
    expect(alarm.Properties.AlarmActions).toHaveLength(1);
    expect(JSON.stringify(alarm.Properties.AlarmActions)).toContain('jobboard-prod-ops');
  };

  it('every alarm of every stack notifies its topic when it fires and when it recovers', () => {
    let count = 0;
    for (const [key, template] of Object.entries(prod.template)) {
      // The WAF's alarm is in us-east-1 with the WAF's metrics, so it has a topic of its own there.
      const topic = key === 'edge' ? 'EdgeAlarms' : 'jobboard-prod-ops';
      for (const [id, alarm] of Object.entries(template.findResources('AWS::CloudWatch::Alarm')) as [string, any][]) {
        count += 1;
        for (const actions of [alarm.Properties.AlarmActions, alarm.Properties.OKActions]) {
          expect(actions, `${key}/${id}`).toHaveLength(1);
          expect(JSON.stringify(actions), `${key}/${id}`).toContain(topic);
        }
      }
    }
    // Errors per route, and the stage's other alarms: none can be left out of the loop above unnoticed.
    expect(count).toBeGreaterThan(routeIds.length + 10);
  });

  it('a 5xx-rate alarm on the HTTP API, to the ops topic', () => {
    const [alarm, ...others] = alarmsOf('gateway').filter((a) => String(a.Properties.AlarmDescription).includes('5xx'));
    expect(others).toEqual([]);
    const metrics = alarm.Properties.Metrics.filter((m: any) => m.MetricStat).map((m: any) => m.MetricStat.Metric);
    expect(metrics.map((m: any) => `${m.Namespace}:${m.MetricName}`).sort()).toEqual([
      'AWS/ApiGateway:5xx',
      'AWS/ApiGateway:Count',
    ]);
    expectToOpsTopic(alarm);
  });

  it("every function's throttles (the account and region total) alarm to the ops topic", () => {
    const [alarm, ...others] = alarmsOf('api').filter((a) => a.Properties.MetricName === 'Throttles');
    expect(others).toEqual([]);
    // No FunctionName dimension: Lambda's total over every function of the account and region, the route
    // functions, the mail senders and the search indexer alike.
    expect(alarm.Properties).toMatchObject({ Namespace: 'AWS/Lambda', Statistic: 'Sum', Threshold: 1 });
    expect(alarm.Properties.Dimensions).toBeUndefined();
    expectToOpsTopic(alarm);
  });

  it("every dead-letter queue, the search indexer's and the CV reader's among them, alarms on a message, to the ops topic", () => {
    const queues = Object.keys(prod.apiTemplate.findResources('AWS::SQS::Queue'));
    expect(
      queues.some((id) => id.startsWith('SearchIndexer')),
      queues.join(),
    ).toBe(true);
    expect(queues.some((id) => id.startsWith('CvReader'))).toBe(true);
    // The two mail senders', the indexer's, the CV reader's, the alert mailers' and the two promise workers'.
    expect(queues.filter((id) => id.startsWith('HiringPromises'))).toHaveLength(2);
    expect(queues).toHaveLength(8);
    for (const queue of queues) {
      const [alarm, ...others] = alarmsOf('api').filter(
        (a) =>
          a.Properties.MetricName === 'ApproximateNumberOfMessagesVisible' &&
          JSON.stringify(a.Properties.Dimensions) ===
            JSON.stringify([{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queue, 'QueueName'] } }]),
      );
      expect(alarm, queue).toBeDefined();
      expect(others).toEqual([]);
      expect(alarm.Properties).toMatchObject({ Namespace: 'AWS/SQS', Threshold: 1 });
      expectToOpsTopic(alarm);
    }
  });

  it('the site bucket keeps versions, so the previous site can be put back', () => {
    const buckets = Object.values(prod.template.web.findResources('AWS::S3::Bucket')) as any[];
    const site = buckets.filter((b) => b.Properties.LoggingConfiguration?.LogFilePrefix === 's3/');
    expect(site).toHaveLength(1);
    expect(site[0].Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
  });

  it('a dashboard, and alarms on p99 latency and 429 rate, all to the ops topic (mail: notifications.test.ts)', () => {
    prod.apiTemplate.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    const alarms = Object.values(prod.apiTemplate.findResources('AWS::CloudWatch::Alarm')) as any[];
    const described = (text: string) => alarms.filter((a) => String(a.Properties.AlarmDescription).includes(text));
    for (const text of ['p99 latency', 'answered 429']) {
      const [alarm] = described(text);
      expect(alarm, text).toBeDefined();
      expect(alarm.Properties.AlarmActions).toHaveLength(1);
      expect(JSON.stringify(alarm.Properties.AlarmActions)).toContain('jobboard-prod-ops');
    }
    prod.apiTemplate.hasResourceProperties('AWS::Logs::MetricFilter', { FilterPattern: '{ $.status = "429" }' });
  });

  it('WAF blocks alarm to a topic in us-east-1 mailed to the alarm address', () => {
    const alarm = Object.values(prod.template.edge!.findResources('AWS::CloudWatch::Alarm'))[0] as any;
    expect(alarm.Properties).toMatchObject({ MetricName: 'BlockedRequests', Namespace: 'AWS/WAFV2' });
    expect(alarm.Properties.Dimensions).toContainEqual({ Name: 'WebACL', Value: 'jobboard-prod-web-acl' });
    expect(alarm.Properties.AlarmActions).toEqual([{ Ref: expect.stringMatching(/^EdgeAlarms/) }]);
    prod.template.edge!.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@jobboard.test',
    });
    // No Slack channel given: no chat configuration (notifications.test.ts gives one).
    for (const key of ['ops', 'edge'] as const)
      prod.template[key]!.resourceCountIs('AWS::Chatbot::SlackChannelConfiguration', 0);
  });

  it('a monthly budget with actual and forecast alerts to the ops topic and the alarm email', () => {
    prod.template.ops.hasResourceProperties('AWS::Budgets::Budget', {
      Budget: {
        BudgetType: 'COST',
        TimeUnit: 'MONTHLY',
        BudgetLimit: { Amount: prodConfig.monthlyBudgetUsd, Unit: 'USD' },
      },
    });
    const budget = Object.values(prod.template.ops.findResources('AWS::Budgets::Budget'))[0] as any;
    const types = budget.Properties.NotificationsWithSubscribers.map((n: any) => n.Notification.NotificationType);
    expect(types.sort()).toEqual(['ACTUAL', 'FORECASTED']);
    expect(budget.Properties.NotificationsWithSubscribers[0].Subscribers).toEqual([
      { SubscriptionType: 'SNS', Address: expect.anything() },
      { SubscriptionType: 'EMAIL', Address: 'ops@jobboard.test' },
    ]);
  });
});

describe('SES', () => {
  it('its own stack: a domain identity with DKIM using a configuration set that suppresses bounces and complaints', () => {
    const mail = prod.template.mail;
    mail.hasResourceProperties('AWS::SES::ConfigurationSet', {
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
    });
    const identity = Object.values(mail.findResources('AWS::SES::EmailIdentity'))[0] as any;
    expect(identity.Properties).toMatchObject({
      EmailIdentity: 'jobboard.test',
      ConfigurationSetAttributes: { ConfigurationSetName: { Ref: expect.stringMatching(/^ConfigurationSet/) } },
    });
    // Easy DKIM (SES's default for a domain): its three CNAME records are outputs to publish.
    expect(Object.keys(mail.findOutputs('*')).filter((name) => name.includes('DkimRecord'))).toHaveLength(3);
    // A custom MAIL FROM under the domain, so SPF aligns for DMARC; its MX and SPF records are outputs to publish.
    expect(identity.Properties.MailFromAttributes).toMatchObject({ MailFromDomain: 'mail.jobboard.test' });
    const outputs = JSON.stringify(mail.findOutputs('*'));
    expect(outputs).toContain('mail.jobboard.test MX 10 feedback-smtp.eu-west-1.amazonses.com');
    expect(outputs).toContain('v=spf1 include:amazonses.com ~all');
    prod.apiTemplate.resourceCountIs('AWS::SES::EmailIdentity', 0);
  });

  it('event destinations: CloudWatch for every event, an SNS topic for bounces and complaints', () => {
    const destinations = Object.values(
      prod.template.mail.findResources('AWS::SES::ConfigurationSetEventDestination'),
    ) as any[];
    const byKind = (key: string) => destinations.find((d) => d.Properties.EventDestination[key]);
    expect(byKind('CloudWatchDestination').Properties.EventDestination.MatchingEventTypes).toEqual(
      expect.arrayContaining(['bounce', 'complaint', 'delivery']),
    );
    expect(byKind('SnsDestination').Properties.EventDestination.MatchingEventTypes.sort()).toEqual([
      'bounce',
      'complaint',
    ]);
  });

  it('bounces and complaints reach the suppression worker: subscribed with a redrive queue that alarms', () => {
    const mail = prod.template.mail;
    const destination = Object.values(mail.findResources('AWS::SES::ConfigurationSetEventDestination')).find(
      (d: any) => d.Properties.EventDestination.SnsDestination,
    ) as any;
    const topicRef = destination.Properties.EventDestination.SnsDestination.TopicARN.Ref;
    const [subscription, ...others] = Object.values(
      mail.findResources('AWS::SNS::Subscription', { Properties: { Protocol: 'lambda' } }),
    ) as any[];
    expect(others).toEqual([]);
    expect(subscription.Properties.TopicArn).toEqual({ Ref: topicRef });
    // The live alias, by the function's ARN and the alias's name (canary.test.ts).
    const functionId = JSON.stringify(subscription.Properties.Endpoint).match(/"Fn::GetAtt":\["(\w+)","Arn"\]/)![1]!;
    expect(JSON.stringify(subscription.Properties.Endpoint)).toContain(':live');
    const worker = mail.toJSON().Resources[functionId];
    expect(worker.Properties.Description).toContain('suppression list');
    expect(worker.Properties.Environment.Variables.TABLE_NAME).toBeDefined();
    expect(worker.Properties.TracingConfig).toEqual({ Mode: 'Active' });
    // SNS may invoke it, from that topic only.
    mail.hasResourceProperties('AWS::Lambda::Permission', {
      Principal: 'sns.amazonaws.com',
      SourceArn: { Ref: topicRef },
      FunctionName: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [functionId, 'Arn'] }, ':live']] },
    });
    // Undeliverable messages and failed runs both end in one queue, which alarms to the ops topic.
    const queueId = subscription.Properties.RedrivePolicy.deadLetterTargetArn['Fn::GetAtt'][0];
    const invokeConfig = Object.values(mail.findResources('AWS::Lambda::EventInvokeConfig'))[0] as any;
    expect(invokeConfig.Properties.DestinationConfig.OnFailure.Destination).toEqual({ 'Fn::GetAtt': [queueId, 'Arn'] });
    // Set on the live alias, which SNS invokes.
    expect(JSON.stringify(invokeConfig.Properties.Qualifier)).toMatch(/SuppressionWorkerLive/);
    const alarm = (Object.values(mail.findResources('AWS::CloudWatch::Alarm')) as any[]).find(
      (a) =>
        JSON.stringify(a.Properties.Dimensions) ===
        JSON.stringify([{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }]),
    );
    expect(alarm.Properties).toMatchObject({ MetricName: 'ApproximateNumberOfMessagesVisible', Threshold: 1 });
    expect(JSON.stringify(alarm.Properties.AlarmActions)).toContain('jobboard-prod-ops');
  });

  it('the worker may only put suppression items: PutItem with a SUPPRESSED# leading-key condition', () => {
    const policies = Object.values(prod.template.mail.findResources('AWS::IAM::Policy')) as any[];
    const statements = policies.flatMap((p) => p.Properties.PolicyDocument.Statement);
    const table = statements.filter((s) => JSON.stringify(s.Action).includes('dynamodb:'));
    expect(table).toEqual([
      expect.objectContaining({
        Action: 'dynamodb:PutItem',
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['SUPPRESSED#*'] } },
      }),
    ]);
  });
});
