/**
 * Logs are kept per stage (infra/config/stages.ts `logRetention`): every log group of every stack, and the bucket
 * of CloudFront's and S3's access logs (whose lines carry addresses and query strings), for the same time.
 */
import { stageConfig, stageNames } from '../config/stages.js';
import { synthesizedStage } from './synth.js';

describe.each(stageNames)('%s', (stage) => {
  const days = Number(stageConfig(stage, undefined, true).logRetention);

  it(`keeps every log group ${days} days`, () => {
    const groups = Object.entries(synthesizedStage(stage).template).flatMap(([key, template]) =>
      Object.entries(template.findResources('AWS::Logs::LogGroup')).map(([id, group]: [string, any]) => ({
        name: `${key}/${id}`,
        days: group.Properties?.RetentionInDays,
      })),
    );
    expect(groups.length).toBeGreaterThan(70);
    for (const group of groups) expect(group.days, group.name).toBe(days);
  });

  it(`expires the access logs (CloudFront, S3) after ${days} days`, () => {
    const buckets = Object.values(synthesizedStage(stage).template.web.findResources('AWS::S3::Bucket')) as any[];
    const logs = buckets.filter(
      (b) => b.Properties.OwnershipControls?.Rules?.[0]?.ObjectOwnership === 'BucketOwnerPreferred',
    );
    expect(logs).toHaveLength(1);
    expect(logs[0].Properties.LifecycleConfiguration.Rules).toEqual([{ ExpirationInDays: days, Status: 'Enabled' }]);
  });
});
