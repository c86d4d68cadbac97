/** Stage selection, tags and physical names, over every stack of a stage. */
import { APP_NAME, stageConfig, stageNames } from '../config/stages.js';
import { type StackKey, type Synthesized, synthStage } from './synth.js';

let staging: Synthesized;
beforeAll(() => {
  staging = synthStage('staging');
});

const stackKeys: StackKey[] = ['ops', 'data', 'gateway', 'web', 'api'];

describe('stage selection', () => {
  it('knows dev, staging and prod', () => {
    expect(stageNames).toEqual(['dev', 'staging', 'prod']);
    for (const name of stageNames) expect(stageConfig(name).name).toBe(name);
  });

  it('an unknown or missing stage stops the synth with a message that says what to pass', () => {
    expect(() => stageConfig('production')).toThrow('Unknown stage "production". Pass -c stage=<dev|staging|prod>.');
    expect(() => stageConfig(undefined)).toThrow('No stage given. Pass -c stage=<dev|staging|prod>.');
  });

  it('only prod protects its data', () => {
    expect(stageNames.filter((name) => stageConfig(name).protectData)).toEqual(['prod']);
  });
});

describe('every stack', () => {
  it('is named after the app and the stage, in deploy order', () => {
    expect(stackKeys.map((key) => staging.stacks[key].stackName)).toEqual(
      stackKeys.map((key) => `${APP_NAME}-staging-${key}`),
    );
  });

  it.each(stackKeys)('%s: tags every taggable resource with app and stage', (key) => {
    const resources = Object.entries(staging.template[key].toJSON().Resources) as [string, any][];
    const taggable = resources.filter(([, r]) => Array.isArray(r.Properties?.Tags));
    expect(taggable.length).toBeGreaterThan(0);
    for (const [logicalId, resource] of taggable) {
      expect(resource.Properties.Tags, logicalId).toEqual(
        expect.arrayContaining([
          { Key: 'app', Value: APP_NAME },
          { Key: 'stage', Value: 'staging' },
        ]),
      );
    }
    expect(staging.stacks[key].tags.tagValues()).toEqual({ app: APP_NAME, stage: 'staging' });
  });

  it.each(stackKeys)('%s: sets no physical name (CloudFormation derives them, so stages cannot collide)', (key) => {
    const named = /^(TableName|FunctionName|BucketName|RoleName|TopicName|LogGroupName|AlarmName|Name|ApiName)$/;
    const resources = Object.entries(staging.template[key].toJSON().Resources) as [string, any][];
    for (const [logicalId, resource] of resources) {
      for (const [property, value] of Object.entries(resource.Properties ?? {})) {
        if (!named.test(property)) continue;
        // Names CDK derives from the construct path (unique per stack) are fine; a literal we chose is not.
        expect(JSON.stringify(value), `${logicalId}.${property}`).toMatch(/staging|Ref|Fn::/);
      }
    }
  });
});

describe('outputs', () => {
  it('give the site URL, the API URL and the table name', () => {
    expect(Object.keys(staging.template.web.findOutputs('SiteUrl'))).toHaveLength(1);
    expect(Object.keys(staging.template.gateway.findOutputs('ApiUrl'))).toHaveLength(1);
    expect(Object.keys(staging.template.data.findOutputs('TableName'))).toHaveLength(1);
  });
});
