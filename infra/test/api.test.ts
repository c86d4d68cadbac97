/** The api stack against the route table: one route and one function per entry, each with only its own rights. */

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { type RouteDefinition, type RouteId, routeIds, routeKey, routes } from '../../shared/routes.js';
import { repoRoot } from '../bundling.js';
import { sizingFor } from '../config/function-sizing.js';
import { type Synthesized, synthesizedStage } from './synth.js';

type Resource = { Properties: Record<string, any> };

const entry = (id: RouteId): RouteDefinition => routes[id];
const batchingRoutes = (kind: 'get' | 'write') => routeIds.filter((id) => entry(id).batch?.includes(kind));

// Written out here rather than imported, so a change to the granted actions has to change this test too.
const readActions = ['dynamodb:GetItem', 'dynamodb:Query'];
const writeActions = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:ConditionCheckItem'];

let dev: Synthesized;
let api: Template;
beforeAll(() => {
  dev = synthesizedStage('dev');
  api = dev.apiTemplate;
});

/** Logical id of the CloudFormation resource behind a route's function / role policy. */
function functionOf(id: RouteId): Resource {
  const fn = dev.routeFunction(id).function;
  const logicalId = Stack.of(fn).resolve((fn.node.defaultChild as any).logicalId) as string;
  return api.toJSON().Resources[logicalId];
}

function policyStatementsOf(id: RouteId): { Action: string | string[]; Resource: unknown }[] {
  const role = dev.routeFunction(id).function.role!;
  const roleId = Stack.of(role).resolve((role.node.defaultChild as any).ref);
  const policies = Object.values(api.findResources('AWS::IAM::Policy')) as Resource[];
  const own = policies.filter((p) => JSON.stringify(p.Properties.Roles) === JSON.stringify([roleId]));
  return own.flatMap((p) => p.Properties.PolicyDocument.Statement);
}

const actionsOf = (id: RouteId) => policyStatementsOf(id).flatMap((s) => [s.Action].flat());

describe('routes', () => {
  it('the HTTP API has exactly the route table, one route per entry', () => {
    const keys = Object.values(api.findResources('AWS::ApiGatewayV2::Route')).map(
      (route) => (route as Resource).Properties.RouteKey as string,
    );
    expect(keys.sort()).toEqual(routeIds.map(routeKey).sort());
  });

  it('makes one Lambda per route, each integrated with payload format 2.0', () => {
    // The reset/contact and application email senders (mail-sender.test.ts), the search indexer, the two job
    // alert mailers (alert-mailers.test.ts), the CV reader and the two promise workers (hiring-promises.test.ts) are
    // the functions that are not routes.
    const functions = Object.values(api.findResources('AWS::Lambda::Function'));
    expect(functions).toHaveLength(routeIds.length + 8);
    api.resourceCountIs('AWS::ApiGatewayV2::Integration', routeIds.length);
    api.allResourcesProperties('AWS::ApiGatewayV2::Integration', {
      IntegrationType: 'AWS_PROXY',
      PayloadFormatVersion: '2.0',
    });
  });
});

describe('functions', () => {
  it.each(routeIds)('%s: Node 22 on arm64, ESM bundle, sized for its work, logs kept', (id) => {
    const { Properties } = functionOf(id);
    expect(Properties).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      MemorySize: sizingFor(id).memorySize,
      Timeout: sizingFor(id).timeoutSeconds,
      LoggingConfig: { LogGroup: { Ref: expect.any(String) } },
      Description: routeKey(id),
    });
    const logGroup = api.toJSON().Resources[Properties.LoggingConfig.LogGroup.Ref];
    expect(logGroup.Properties.RetentionInDays).toBe(7);
  });

  it.each(routeIds)(
    '%s: gets the environment every function needs, the secret only if it uses it, and no mail sender',
    (id) => {
      const route: RouteDefinition = routes[id];
      const env = functionOf(id).Properties.Environment.Variables;
      expect(env).toMatchObject({
        TABLE_NAME: expect.anything(),
        STAGE: 'dev',
        SITE_URL: expect.anything(),
        SECURE_COOKIES: 'true',
        NODE_OPTIONS: '--enable-source-maps',
        KEY_GENERATION: '1',
      });
      // Every function checks the CloudFront origin header, whose values it reads from Secrets Manager by the
      // secret's ARN: the value is never in the function's configuration, not even as a deploy-time reference.
      expect(env).not.toHaveProperty('ORIGIN_VERIFY');
      expect(JSON.stringify(env)).not.toContain('resolve:secretsmanager');
      expect(JSON.stringify(env.ORIGIN_SECRET_ID)).toMatch(/OriginSecret/);
      expect(JSON.stringify(env.SITE_URL)).toContain('https://');
      expect('SESSION_SECRET_ID' in env).toBe(route.secret);
      expect('PARAMETERS_SECRETS_EXTENSION_HTTP_PORT' in env).toBe(true);
      expect('Layers' in functionOf(id).Properties).toBe(true);
      expect('MAIL_FROM' in env).toBe(false);
    },
  );

  it('bcrypt routes get more memory (CPU) than the rest', () => {
    expect(sizingFor('login').memorySize).toBeGreaterThan(sizingFor('get-job').memorySize);
    expect(functionOf('register').Properties.MemorySize).toBe(1769);
  });
});

describe('least-privilege IAM', () => {
  it('no IAM statement in the api stack has a wildcard action', () => {
    for (const policy of Object.values(api.findResources('AWS::IAM::Policy')) as Resource[]) {
      for (const statement of policy.Properties.PolicyDocument.Statement) {
        for (const action of [statement.Action].flat()) expect(action).not.toContain('*');
      }
    }
  });

  it.each(routeIds)('%s: table actions follow its `data` field, on the table and its named indexes only', (id) => {
    const route: RouteDefinition = routes[id];
    const tableActions = actionsOf(id).filter((action) => action.startsWith('dynamodb:'));
    const batch = route.batch?.includes('write') ? ['dynamodb:BatchWriteItem'] : [];
    const reads = route.batch?.includes('get') ? [...readActions, 'dynamodb:BatchGetItem'] : readActions;
    const writes = route.counterOnly ? ['dynamodb:UpdateItem'] : [...writeActions, ...batch];
    const renewal = route.access === 'public' ? [] : ['dynamodb:UpdateItem'];
    const expected = { none: [], read: [...reads, ...renewal], write: [...reads, ...writes] }[route.data];
    expect(tableActions.sort()).toEqual([...expected].sort());
    expect(tableActions).not.toContain('dynamodb:Scan');
    const tableStatement = policyStatementsOf(id).find((s) => [s.Action].flat().some((a) => a.startsWith('dynamodb:')));
    if (tableStatement) {
      const resources = JSON.stringify(tableStatement.Resource);
      expect(resources).toMatch(/\/index\/gsi1".*\/index\/gsi2".*\/index\/gsi3"/);
      expect(resources).not.toContain('*');
    }
  });

  it('no batch grant without a batch call: BatchWriteItem and BatchGetItem only where the code batches', () => {
    const granted = (action: string) => routeIds.filter((id) => actionsOf(id).includes(action));
    expect(granted('dynamodb:BatchGetItem')).toEqual(batchingRoutes('get'));
    expect(granted('dynamodb:BatchWriteItem')).toEqual(batchingRoutes('write'));
    // The routes whose code batches, as the code side below finds them: a `batch` field added or dropped shows here.
    expect(batchingRoutes('write')).toEqual(['delete-user']);
    expect(batchingRoutes('get').sort()).toEqual([
      'create-job',
      'get-matching-profile',
      'list-job-matches',
      'list-jobs',
      'list-saved-jobs',
      'list-similar-jobs',
      'update-matching-profile',
    ]);
    // The code side: the route batch calls are in account deletion, which only delete-user imports, in the job
    // summaries (read by the job list, listJobs, which only list-jobs calls, by the similar jobs, which only
    // list-similar-jobs imports, and by the alert workers), in the near-duplicate check, which only create-job
    // imports, and in the saved-jobs page, which only list-saved-jobs imports; the search indexer's and the
    // still-hiring worker's batches (listed-jobs.ts) run in their own functions.
    const libDir = join(repoRoot, 'functions');
    // What ships in a Lambda: not the tests' helpers, nor the local stand-ins for AWS (functions/local).
    const sources = readdirSync(libDir, { recursive: true, encoding: 'utf8' }).filter(
      (file) =>
        file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('testing') && !file.startsWith('local'),
    );
    const batching = sources.filter((file) =>
      /Batch(Write|Get)(Item)?Command/.test(readFileSync(join(libDir, file), 'utf8')),
    );
    expect(batching.sort()).toEqual([
      'lib/db/accounts/account-deletion.ts',
      'lib/db/kit/batch-get.ts',
      'lib/search/index-writer.ts',
    ]);
    // Every BatchGetItem goes through batchGetAll (db/kit/batch-get.ts): its callers are the batching modules.
    expect(sources.filter((file) => /\bbatchGetAll\(/.test(readFileSync(join(libDir, file), 'utf8'))).sort()).toEqual([
      'lib/db/kit/batch-get.ts',
      'lib/db/seekers/saved-jobs-page.ts',
      'lib/search/index-writer.ts',
      'lib/search/job-summaries.ts',
      'lib/search/listed-jobs.ts',
      'lib/search/near-duplicates.ts',
    ]);
    const listing = sources.filter((file) => /await listJobs\(/.test(readFileSync(join(libDir, file), 'utf8')));
    expect(listing).toEqual(['routes/list-jobs.ts']);
    const importers = (module: string) =>
      sources.filter((file) => readFileSync(join(libDir, file), 'utf8').includes(module));
    expect(importers('index-writer.js')).toEqual(['workers/index-jobs.ts']);
    expect(importers('near-duplicates.js')).toEqual(['routes/create-job.ts']);
    expect(importers('listed-jobs.js').sort()).toEqual(['workers/ask-still-hiring.ts', 'workers/expire-jobs.ts']);
    expect(importers('account-deletion.js')).toEqual(['routes/delete-user.ts']);
    expect(importers('saved-jobs-page.js')).toEqual(['routes/list-saved-jobs.ts']);
    expect(importers('job-summaries.js').sort()).toEqual([
      'lib/matching/job-matches.ts',
      'lib/matching/profile-view.ts',
      'lib/search/alert-matches.ts',
      'lib/search/search-jobs.ts',
      'lib/search/similar-jobs.ts',
    ]);
    // The alert digest's BatchGet of job items is granted in its own function (alert-mailers.ts), not a route.
    expect(importers('alert-matches.js').sort()).toEqual([
      'workers/send-alert-digests.ts',
      'workers/send-instant-alerts.ts',
    ]);
    expect(importers('similar-jobs.js')).toEqual(['routes/list-similar-jobs.ts']);
    expect(importers('matching/job-matches.js')).toEqual(['routes/list-job-matches.ts']);
    expect(importers('matching/profile-view.js').sort()).toEqual([
      'routes/get-matching-profile.ts',
      'routes/update-matching-profile.ts',
    ]);
  });

  it.each(routeIds)('%s: reads the signing secret only if it signs or verifies, and the origin secret', (id) => {
    const route: RouteDefinition = routes[id];
    const readsOf = (secret: string) =>
      policyStatementsOf(id).some(
        (s) =>
          [s.Action].flat().includes('secretsmanager:GetSecretValue') && JSON.stringify(s.Resource).includes(secret),
      );
    expect(readsOf('SessionSecret')).toBe(route.secret);
    expect(readsOf('OriginSecret')).toBe(true);
  });

  it('no route sends email (the mail senders do: mail-sender.test.ts)', () => {
    const senders = routeIds.filter((id) => actionsOf(id).some((action) => action.startsWith('ses:')));
    expect(senders).toEqual([]);
  });

  it('each function may write only to its own log group', () => {
    for (const id of routeIds) {
      const logs = policyStatementsOf(id).filter((s) => [s.Action].flat().some((a) => a.startsWith('logs:')));
      expect(logs).toEqual([
        {
          Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
          Effect: 'Allow',
          Resource: { 'Fn::GetAtt': [functionOf(id).Properties.LoggingConfig.LogGroup.Ref, 'Arn'] },
        },
      ]);
    }
    // Only CodeDeploy's roles (gradual deployment) carry a managed policy; no function role does.
    const managed = Object.values(
      api.findResources('AWS::IAM::Role', { Properties: { ManagedPolicyArns: Match.anyValue() } }),
    ) as Resource[];
    for (const role of managed) {
      expect(JSON.stringify(role.Properties.AssumeRolePolicyDocument)).toContain('codedeploy.amazonaws.com');
      expect(JSON.stringify(role.Properties.ManagedPolicyArns)).toContain('AWSCodeDeployRoleForLambdaLimited');
    }
  });
});

describe('alarms', () => {
  it('every route function alarms on its errors and on its 5xx answers, to the ops topic', () => {
    const alarms = (metricName: string, namespace: string) =>
      Object.values(
        api.findResources('AWS::CloudWatch::Alarm', {
          Properties: { MetricName: metricName, Namespace: namespace, AlarmActions: Match.anyValue() },
        }),
      ) as Resource[];
    const errors = alarms('Errors', 'AWS/Lambda').filter((a) =>
      /^(GET|POST|PUT|PATCH|DELETE) /.test(a.Properties.AlarmDescription),
    );
    expect(errors).toHaveLength(routeIds.length);
    const serverErrors = alarms('ServerErrors', 'JobBoard');
    expect(serverErrors.map((a) => a.Properties.Dimensions.find((d: any) => d.Name === 'route').Value).sort()).toEqual(
      [...routeIds].sort(),
    );
    for (const alarm of serverErrors) expect(alarm.Properties).toMatchObject({ Period: 60, Statistic: 'Sum' });
  });

  it('throttles alarm once for the stack, not once per route (the stack keeps room for routes)', () => {
    const alarms = Object.values(
      api.findResources('AWS::CloudWatch::Alarm', { Properties: { MetricName: 'Throttles' } }),
    ) as Resource[];
    expect(alarms).toHaveLength(1);
    expect(alarms[0]!.Properties).toMatchObject({ Namespace: 'AWS/Lambda', Threshold: 1 });
    expect(alarms[0]!.Properties.Dimensions).toBeUndefined();
  });
});
