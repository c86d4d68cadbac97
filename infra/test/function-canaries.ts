/**
 * What the synthesized templates of a stage say about its functions' deployments: for each function of ours, its
 * `live` alias, its deployment group's configuration and the alarms that roll it back. infra/test/canary.test.ts
 * holds every function to it; infra/scripts/report.ts prints it.
 */
import { routeIds, routeKey } from '../../shared/routes.js';
import { HOOK_NAME_PREFIX } from '../constructs/pre-traffic-check.js';
import type { Synthesized } from './synth.js';

export type Resource = { Type: string; Properties?: Record<string, any>; UpdatePolicy?: Record<string, any> };
export type Resources = Record<string, Resource>;

/** CDK's singleton providers: the site upload, custom resources, bucket emptying, cross-region references. */
export const CDK_HELPER =
  /^(CustomCDKBucketDeployment|AWS679f53fac002430cb0da5b7982bd2287|CustomS3AutoDeleteObjects|CustomCrossRegion|LogRetention|Custom[A-Za-z]*Provider)/;

export const refOf = (value: unknown): string | undefined => {
  const v = value as { Ref?: string; 'Fn::GetAtt'?: [string, string] } | undefined;
  return v?.Ref ?? v?.['Fn::GetAtt']?.[0];
};

/** Every logical id a value refers to, however deep. */
export function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (!value || typeof value !== 'object') return [];
  const own = refOf(value);
  return [...(own ? [own] : []), ...Object.values(value).flatMap(refsIn)];
}

export interface FunctionCanary {
  stack: string;
  id: string;
  description: string;
  route?: string;
  deploymentConfig?: string;
  alarms: { id: string; namespace: string; metric: string; dimensions: Record<string, unknown> }[];
  preTrafficHook: boolean;
}

/** Each function of the stage (CDK's helpers and the hook aside) with what its deployment group rolls back on. */
export function functionCanaries(synth: Synthesized): { canaries: FunctionCanary[]; missing: string[] } {
  const canaries: FunctionCanary[] = [];
  const missing: string[] = [];
  for (const [stack, template] of Object.entries(synth.template)) {
    const resources = template.toJSON().Resources as Resources;
    for (const [id, fn] of Object.entries(resources)) {
      if (fn.Type !== 'AWS::Lambda::Function' || CDK_HELPER.test(id)) continue;
      if (String(fn.Properties?.FunctionName ?? '').startsWith(HOOK_NAME_PREFIX)) continue;
      const description = String(fn.Properties?.Description ?? id);
      const alias = Object.values(resources).find(
        (r) => r.Type === 'AWS::Lambda::Alias' && refOf(r.Properties?.FunctionName) === id,
      );
      const update = alias?.UpdatePolicy?.CodeDeployLambdaAliasUpdate;
      const group = update && resources[refOf(update.DeploymentGroupName) ?? ''];
      if (!alias || !group) {
        missing.push(`${stack}/${id} (${description})`);
        continue;
      }
      const alarms = ((group.Properties?.AlarmConfiguration?.Alarms ?? []) as { Name: unknown }[]).map(({ Name }) => {
        const alarmId = refOf(Name) ?? '';
        const p = resources[alarmId]?.Properties ?? {};
        const dimensions = Object.fromEntries(
          ((p.Dimensions ?? []) as { Name: string; Value: unknown }[]).map((d) => [d.Name, d.Value]),
        );
        return { id: alarmId, namespace: String(p.Namespace), metric: String(p.MetricName), dimensions };
      });
      const route = routeIds.find((routeId) => routeKey(routeId) === description);
      canaries.push({
        stack,
        id,
        description,
        ...(route ? { route } : {}),
        deploymentConfig: group.Properties?.DeploymentConfigName,
        alarms: group.Properties?.AlarmConfiguration?.Enabled === false ? [] : alarms,
        preTrafficHook: Boolean(update.BeforeAllowTrafficHook),
      });
    }
  }
  return { canaries, missing };
}

/** Does the alarm see what users see, for this function? */
export function userFacing(canary: FunctionCanary, alarm: FunctionCanary['alarms'][number]): boolean {
  if (alarm.namespace === 'JobBoard' && alarm.metric === 'ServerErrors') return alarm.dimensions.route === canary.route;
  if (alarm.namespace === 'AWS/Lambda' && alarm.metric === 'Errors')
    return refOf(alarm.dimensions.FunctionName) === canary.id;
  return alarm.namespace === 'AWS/SQS' && alarm.metric === 'ApproximateNumberOfMessagesVisible';
}
