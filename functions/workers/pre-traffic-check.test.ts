/**
 * The pre-traffic hook against a local stand-in for CodeDeploy and Lambda's Invoke API (no emulator of either
 * exists here): "Lambda" runs the real route handlers of this repository, so the probe is judged by the very chain
 * a deployed route runs.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { lambdaContext } from '../local/api-event.js';
import { handler, judgeAnswer, probeEvent, targetOf } from './pre-traffic-check.js';

process.env.ORIGIN_VERIFY = JSON.stringify({ current: 'current-origin-secret-0123456789' });
process.env.AWS_ACCESS_KEY_ID = 'local';
process.env.AWS_SECRET_ACCESS_KEY = 'local';

const appSpec = (name: string) =>
  JSON.stringify({
    version: 0.0,
    Resources: [
      {
        [name]: {
          Type: 'AWS::Lambda::Function',
          Properties: { Name: name, Alias: 'live', CurrentVersion: '7', TargetVersion: '8' },
        },
      },
    ],
  });

const body = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

/** Which route each function name runs, and what the stand-in heard. */
let functions: Record<string, () => Promise<unknown>>;
const invoked: string[] = [];
const statuses: unknown[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const text = await body(request);
    const target = request.headers['x-amz-target'];
    if (target === 'CodeDeploy_20141006.GetDeployment') {
      const { deploymentId } = JSON.parse(text) as { deploymentId: string };
      const name = deploymentId.replace(/^d-/, '');
      response.end(JSON.stringify({ deploymentInfo: { revision: { appSpecContent: { content: appSpec(name) } } } }));
      return;
    }
    if (target === 'CodeDeploy_20141006.PutLifecycleEventHookExecutionStatus') {
      statuses.push(JSON.parse(text));
      response.end('{}');
      return;
    }
    const url = new URL(request.url ?? '/', 'http://local');
    const name = decodeURIComponent(url.pathname.split('/')[3] ?? '');
    invoked.push(`${name}:${url.searchParams.get('Qualifier')}`);
    const event = JSON.parse(text) as APIGatewayProxyEventV2;
    expect(event.headers['x-origin-verify']).toBeUndefined();
    response.end(JSON.stringify(await (functions[name] ?? (() => ({ errorMessage: 'no such function' })))()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.CODEDEPLOY_ENDPOINT = endpoint;
  process.env.LAMBDA_ENDPOINT = endpoint;
});
afterAll(() => server.close());

const run = async (routeFile: string) => {
  const { handler: route } = await import(`../routes/${routeFile}.ts`);
  return route(probeEvent('d-test'), lambdaContext('get-enums'));
};

describe('pre-traffic check', () => {
  it('passes a version that refuses the probe with the origin check, for reads and writes alike', async () => {
    functions = { 'enums-fn': () => run('get-enums'), 'apply-fn': () => run('apply-to-job') };
    for (const name of ['enums-fn', 'apply-fn']) {
      await handler({ DeploymentId: `d-${name}`, LifecycleEventHookExecutionId: `hook-${name}` });
      expect(invoked.at(-1)).toBe(`${name}:8`);
      expect(statuses.at(-1)).toEqual({
        deploymentId: `d-${name}`,
        lifecycleEventHookExecutionId: `hook-${name}`,
        status: 'Succeeded',
      });
    }
  });

  it('fails a version that crashes, answers 500, or answers anything but the origin refusal', async () => {
    functions = {
      crash: async () => ({ errorType: 'Error', errorMessage: 'Cannot find module' }),
      broken: async () => ({ statusCode: 500, body: '{"message":"Something went wrong"}' }),
      open: async () => ({ statusCode: 200, body: '{"jobs":[]}' }),
    };
    for (const name of Object.keys(functions)) {
      await handler({ DeploymentId: `d-${name}`, LifecycleEventHookExecutionId: `hook-${name}` });
      expect(statuses.at(-1)).toMatchObject({ deploymentId: `d-${name}`, status: 'Failed' });
    }
  });

  it('reads the target from a YAML AppSpec too, and judges answers by status and message', () => {
    const yaml =
      'version: 0.0\nResources:\n  - fn:\n      Type: AWS::Lambda::Function\n      Properties:\n' +
      '        Name: jobboard-prod-api-jobs-getjob\n        Alias: live\n        CurrentVersion: 3\n        TargetVersion: 4\n';
    expect(targetOf(yaml)).toEqual({ name: 'jobboard-prod-api-jobs-getjob', version: '4' });
    expect(() => targetOf('{}')).toThrow('no Lambda target');
    expect(judgeAnswer({ statusCode: 403, body: '{"message":"Forbidden"}' })).toMatch(/without the origin check/);
    expect(judgeAnswer(null)).toMatch(/answered nothing/);
  });
});
