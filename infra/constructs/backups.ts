/**
 * A way back beyond point-in-time recovery (docs/deploy.md, "Backups and restore"): AWS Backup takes a daily backup
 * of the table and of the CV bucket into the stage's vault, keeps it `retentionDays`, and copies each one to a vault
 * of the same name in another region (backup-copy-stack.ts), so losing the region, or the table and its PITR
 * history with it, still leaves the last copies. The CV bucket is versioned for this (AWS Backup reads S3 through
 * its versions; cv-bucket.ts keeps old versions only as long as a backup needs them).
 *
 * Only stages with an account and region have backups (the copy vault's region must be known at synth): staging
 * and prod, and dev when given both. The vaults are kept when the stack is deleted in a protected stage.
 */
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { BackupPlan, BackupPlanRule, BackupResource, BackupSelection, BackupVault } from 'aws-cdk-lib/aws-backup';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { ManagedPolicy, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { APP_NAME, type StageConfig } from '../config/stages.js';
import { fileBucketName } from './bucket-names.js';

/** The region backups are copied to: us-east-1, or us-west-2 for a stage that lives in us-east-1. */
export function backupCopyRegion(region: string): string {
  return region === 'us-east-1' ? 'us-west-2' : 'us-east-1';
}

/** Both vaults share one name, so the plan names the copy's vault without a cross-region reference. */
export const backupVaultName = (stage: StageConfig) => `${APP_NAME}-${stage.name}-backups`;

/** The AWS managed policies AWS Backup documents for its service role: back up and restore, S3 included. */
export const backupManagedPolicies = [
  'service-role/AWSBackupServiceRolePolicyForBackup',
  'service-role/AWSBackupServiceRolePolicyForRestores',
  'AWSBackupServiceRolePolicyForS3Backup',
  'AWSBackupServiceRolePolicyForS3Restore',
];

export interface BackupsProps {
  stage: StageConfig & { env: { account: string; region: string }; backup: { retentionDays: number } };
  table: ITable;
}

export class Backups extends Construct {
  readonly vault: BackupVault;
  readonly plan: BackupPlan;

  constructor(scope: Construct, id: string, props: BackupsProps) {
    super(scope, id);
    const { stage } = props;
    const stack = Stack.of(this);
    this.vault = new BackupVault(this, 'Vault', {
      backupVaultName: backupVaultName(stage),
      removalPolicy: stage.protectData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    const copyRegion = backupCopyRegion(stage.env.region);
    const copyVaultArn = `arn:${stack.partition}:backup:${copyRegion}:${stage.env.account}:backup-vault:${backupVaultName(stage)}`;
    const retention = Duration.days(stage.backup.retentionDays);
    this.plan = new BackupPlan(this, 'Plan', {
      backupPlanName: `${APP_NAME}-${stage.name}-daily`,
      backupPlanRules: [
        new BackupPlanRule({
          ruleName: 'Daily',
          backupVault: this.vault,
          // 03:00 UTC, after the day's summaries and before the digests.
          scheduleExpression: Schedule.cron({ minute: '0', hour: '3' }),
          deleteAfter: retention,
          copyActions: [
            {
              destinationBackupVault: BackupVault.fromBackupVaultArn(this, 'CopyVault', copyVaultArn),
              deleteAfter: retention,
            },
          ],
        }),
      ],
    });
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('backup.amazonaws.com'),
      description: `AWS Backup: backs up and restores the table and the CV bucket (${stage.name})`,
      managedPolicies: backupManagedPolicies.map((name) => ManagedPolicy.fromAwsManagedPolicyName(name)),
    });
    for (const name of backupManagedPolicies) {
      Validations.of(role).acknowledge({
        id: `AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/${name}]`,
        reason:
          'The AWS managed policy AWS Backup documents for its service role; AWS keeps it in step with the ' +
          'services it backs up (DynamoDB, S3), which a hand-written copy would not be.',
      });
    }
    new BackupSelection(this, 'Selection', {
      backupPlan: this.plan,
      backupSelectionName: 'table-and-cvs',
      role,
      resources: [
        BackupResource.fromDynamoDbTable(props.table),
        BackupResource.fromArn(`arn:${stack.partition}:s3:::${fileBucketName(stack, stage, 'cvs')}`),
      ],
    });
  }
}
