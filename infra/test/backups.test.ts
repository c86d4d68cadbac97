/**
 * A way back (infra/constructs/backups.ts): in staging and prod, AWS Backup backs the table and the CV bucket up
 * daily into the stage's vault, keeps each backup for the stage's retention, and copies it to the vault of the same
 * name in another region, which a stack of its own creates there first.
 */
import { stageConfig } from '../config/stages.js';
import { backupCopyRegion } from '../constructs/backups.js';
import { synthesizedStage } from './synth.js';

describe.each(['staging', 'prod'] as const)('%s', (stage) => {
  const config = stageConfig(stage, undefined, true);

  it('backs the table and the CV bucket up daily, kept for the stage’s retention, copied to another region', () => {
    const { template, stacks } = synthesizedStage(stage);
    const plan = Object.values(template.data.findResources('AWS::Backup::BackupPlan'))[0] as any;
    const [rule] = plan.Properties.BackupPlan.BackupPlanRule;
    expect(rule.ScheduleExpression).toBe('cron(0 3 * * ? *)');
    expect(rule.Lifecycle.DeleteAfterDays).toBe(config.backup!.retentionDays);
    const [copy] = rule.CopyActions;
    expect(copy.Lifecycle.DeleteAfterDays).toBe(config.backup!.retentionDays);
    const copyRegion = backupCopyRegion(config.env!.region);
    expect(copyRegion).not.toBe(config.env!.region);
    expect(JSON.stringify(copy.DestinationBackupVaultArn)).toContain(`:backup:${copyRegion}:`);
    expect(JSON.stringify(copy.DestinationBackupVaultArn)).toContain(`backup-vault:jobboard-${stage}-backups`);

    const copyStack = stacks['backup-copy']!;
    expect(copyStack.region).toBe(copyRegion);
    template['backup-copy']!.hasResourceProperties('AWS::Backup::BackupVault', {
      BackupVaultName: `jobboard-${stage}-backups`,
    });
    expect(stacks.data.dependencies).toContain(copyStack);

    const selection = Object.values(template.data.findResources('AWS::Backup::BackupSelection'))[0] as any;
    const resources = JSON.stringify(selection.Properties.BackupSelection.Resources);
    expect(resources).toMatch(/Table\w*","Arn"/);
    expect(resources).toContain(`:s3:::jobboard-${stage}-cvs-`);
    const bucket = Object.values(template.web.findResources('AWS::S3::Bucket')).find((b: any) =>
      JSON.stringify(b.Properties.BucketName ?? '').includes('-cvs-'),
    ) as any;
    expect(bucket.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
  });
});

it('keeps prod’s vaults when the stacks are deleted; dev without an account has no backups', () => {
  const prod = synthesizedStage('prod');
  for (const template of [prod.template.data, prod.template['backup-copy']!]) {
    for (const vault of Object.values(template.findResources('AWS::Backup::BackupVault')) as any[])
      expect(vault.DeletionPolicy).toBe('Retain');
  }
  const dev = synthesizedStage('dev');
  expect(dev.stacks['backup-copy']).toBeUndefined();
  dev.template.data.resourceCountIs('AWS::Backup::BackupPlan', 0);
});
