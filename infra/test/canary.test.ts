/**
 * Every function of ours that answers traffic or processes events goes out through its `live` alias with a gradual
 * deployment, rolled back on alarms that see what users see (infra/constructs/gradual-deployment.ts), and nothing
 * invokes it around that alias. Read from the synthesized templates of every stage, function by function, so a new
 * route or worker cannot be added without it. The only functions left out are CDK's own deploy-time helpers (they
 * run during `cdk deploy`, never for a user) and the pre-traffic hook itself (CodeDeploy runs it).
 */
import { routeIds } from '../../shared/routes.js';
import { stageNames } from '../config/stages.js';
import {
  CDK_HELPER,
  functionCanaries,
  type Resource,
  type Resources,
  refsIn,
  userFacing,
} from './function-canaries.js';
import { synthesizedStage } from './synth.js';

describe.each(stageNames)('%s', (stage) => {
  it('deploys every function gradually through its live alias, rolled back on user-facing alarms', () => {
    const { canaries, missing } = functionCanaries(synthesizedStage(stage));
    expect(missing, 'functions without a live alias and deployment group').toEqual([]);
    // Every route, the page function, both mail senders, the indexer, both alert mailers, the sitemap writer, the
    // job expiry and the suppression worker (at least: a new worker adds to them).
    expect(
      canaries
        .filter((c) => c.route)
        .map((c) => c.route)
        .sort(),
    ).toEqual([...routeIds].sort());
    expect(canaries.length).toBeGreaterThanOrEqual(routeIds.length + 9);
    for (const canary of canaries) {
      const name = `${canary.stack}/${canary.description}`;
      expect(canary.alarms.length, name).toBeGreaterThan(0);
      for (const alarm of canary.alarms) expect(userFacing(canary, alarm), `${name}: ${alarm.id}`).toBe(true);
      expect(
        canary.alarms.some((a) => a.metric === 'Errors'),
        `${name} rolls back on its own errors`,
      ).toBe(true);
      if (canary.route) {
        expect(
          canary.alarms.some((a) => a.metric === 'ServerErrors'),
          `${name}: 5xx answers`,
        ).toBe(true);
        expect(canary.preTrafficHook, `${name}: pre-traffic check`).toBe(true);
      }
      expect(canary.deploymentConfig).toBe(
        stage === 'dev' ? 'CodeDeployDefault.LambdaAllAtOnce' : 'CodeDeployDefault.LambdaCanary10Percent5Minutes',
      );
    }
  });

  it('lets nothing invoke a function around its alias', () => {
    const synth = synthesizedStage(stage);
    const bypasses: string[] = [];
    for (const [stack, template] of Object.entries(synth.template)) {
      const resources = template.toJSON().Resources as Resources;
      const isOurFunction = (id: string) => resources[id]?.Type === 'AWS::Lambda::Function' && !CDK_HELPER.test(id);
      const invokers: [string, (r: Resource) => unknown][] = [
        ['AWS::ApiGatewayV2::Integration', (r) => r.Properties?.IntegrationUri],
        ['AWS::Lambda::EventSourceMapping', (r) => r.Properties?.FunctionName],
        ['AWS::Events::Rule', (r) => r.Properties?.Targets],
        // A function URL on an alias names the function and the alias as its qualifier.
        ['AWS::Lambda::Url', (r) => [r.Properties?.TargetFunctionArn, `:${r.Properties?.Qualifier}`]],
        ['AWS::SNS::Subscription', (r) => r.Properties?.Endpoint],
      ];
      for (const [id, resource] of Object.entries(resources)) {
        const invoker = invokers.find(([type]) => type === resource.Type);
        if (!invoker) continue;
        const target = invoker[1](resource);
        const direct = refsIn(target).filter(isOurFunction);
        // A subscription names the alias by the function's ARN with the alias's name after it.
        const viaAliasName = JSON.stringify(target).includes(':live');
        if (direct.length && !viaAliasName) bypasses.push(`${stack}/${id} → ${direct.join(', ')}`);
      }
    }
    expect(bypasses).toEqual([]);
  });
});
