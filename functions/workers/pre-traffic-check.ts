/**
 * CodeDeploy's pre-traffic hook for every route function (infra/constructs/pre-traffic-check.ts): before a new
 * version gets any traffic, it is called once with a request that lacks the origin header, and must answer what any
 * direct caller gets: 403 with the JSON message. That one answer proves the version starts (its bundle loads, its
 * environment is valid, it can read the origin secret) and runs the handler chain, without touching any data, so it
 * is safe for every route, writes included. A crash, a timeout or any other answer fails the deployment before a
 * single user reaches the version. A route that then gets no traffic during the canary has still been run once.
 *
 * CodeDeploy hands over only the deployment's id: the function and the version under test are read from the
 * deployment's AppSpec (GetDeployment). Both calls are signed requests (aws/signed-request.ts), not SDK clients.
 */
import { fromEnv } from '@aws-sdk/credential-provider-env';
import { sendSigned } from '../lib/aws/signed-request.js';
import { logger } from '../lib/logger.js';
import { directAccessMessage } from '../lib/middleware/origin-verify.js';

export interface HookEvent {
  DeploymentId: string;
  LifecycleEventHookExecutionId: string;
}

/** What a route's new version must answer to the probe. */
export const PROBE_STATUS = 403;

/** A request of API Gateway's payload 2.0 without the origin header; nothing in it reaches a handler. */
export function probeEvent(deploymentId: string) {
  const path = '/api/pre-traffic-check';
  const now = new Date();
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: path,
    rawQueryString: '',
    headers: { 'user-agent': 'pre-traffic-check', 'x-forwarded-proto': 'https' },
    requestContext: {
      accountId: 'pre-traffic-check',
      apiId: 'pre-traffic-check',
      domainName: 'pre-traffic-check',
      domainPrefix: 'pre-traffic-check',
      http: { method: 'GET', path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'pre-traffic-check' },
      requestId: `pre-traffic-${deploymentId}`,
      routeKey: '$default',
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    isBase64Encoded: false,
  };
}

/** Why an answer is not the one expected, or undefined when it is. */
export function judgeAnswer(answer: unknown): string | undefined {
  const result = answer as { statusCode?: number; body?: string; errorMessage?: string } | null;
  if (result?.errorMessage) return `the function failed: ${result.errorMessage}`;
  if (result?.statusCode !== PROBE_STATUS) return `answered ${result?.statusCode ?? 'nothing'}, not ${PROBE_STATUS}`;
  try {
    if ((JSON.parse(result.body ?? '') as { message?: string }).message === directAccessMessage) return undefined;
  } catch {}
  return `answered ${PROBE_STATUS} without the origin check's message: ${String(result.body).slice(0, 200)}`;
}

/** The function and version a Lambda deployment shifts to, from its AppSpec (JSON or YAML). */
export function targetOf(appSpec: string): { name: string; version: string } {
  const field = (key: string) => appSpec.match(new RegExp(`"?${key}"?\\s*:\\s*"?([^"',\\s}]+)`))?.[1];
  const name = field('Name');
  const version = field('TargetVersion');
  if (!name || !version) throw new Error('The deployment has no Lambda target in its AppSpec');
  return { name, version };
}

const region = () => process.env.AWS_REGION || 'us-east-1';

function endpoint(service: 'codedeploy' | 'lambda'): string {
  const local = service === 'codedeploy' ? process.env.CODEDEPLOY_ENDPOINT : process.env.LAMBDA_ENDPOINT;
  return local?.replace(/\/$/, '') || `https://${service}.${region()}.amazonaws.com`;
}

async function codeDeploy(action: string, body: unknown): Promise<unknown> {
  const { body: answer } = await sendSigned({
    service: 'codedeploy',
    region: region(),
    credentials: fromEnv(),
    method: 'POST',
    url: new URL(`${endpoint('codedeploy')}/`),
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `CodeDeploy_20141006.${action}` },
    body: JSON.stringify(body),
  });
  return answer.length ? JSON.parse(answer.toString('utf8')) : {};
}

async function probe(name: string, version: string, deploymentId: string): Promise<unknown> {
  const url = new URL(`${endpoint('lambda')}/2015-03-31/functions/${encodeURIComponent(name)}/invocations`);
  url.searchParams.set('Qualifier', version);
  const { body } = await sendSigned({
    service: 'lambda',
    region: region(),
    credentials: fromEnv(),
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(probeEvent(deploymentId)),
    // A cold start of a route is well under this; the route's own timeout bounds the rest.
    silenceMs: 15_000,
  });
  return JSON.parse(body.toString('utf8'));
}

export async function handler(event: HookEvent): Promise<void> {
  let status: 'Succeeded' | 'Failed' = 'Failed';
  try {
    const deployment = (await codeDeploy('GetDeployment', { deploymentId: event.DeploymentId })) as {
      deploymentInfo?: { revision?: { appSpecContent?: { content?: string } } };
    };
    const { name, version } = targetOf(deployment.deploymentInfo?.revision?.appSpecContent?.content ?? '');
    const problem = judgeAnswer(await probe(name, version, event.DeploymentId));
    if (problem) logger.error('Pre-traffic check failed', { function: name, version, problem });
    else {
      logger.info('Pre-traffic check passed', { function: name, version });
      status = 'Succeeded';
    }
  } catch (error) {
    logger.error('Pre-traffic check failed', { error: error as Error });
  }
  await codeDeploy('PutLifecycleEventHookExecutionStatus', {
    deploymentId: event.DeploymentId,
    lifecycleEventHookExecutionId: event.LifecycleEventHookExecutionId,
    status,
  });
}
