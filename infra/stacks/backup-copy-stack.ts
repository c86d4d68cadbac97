/**
 * The vault backups are copied into, in another region than the stage's (backups.ts): a stack of its own, pinned to
 * that region, deployed before the data stack whose plan copies into it.
 */
import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { BackupVault } from 'aws-cdk-lib/aws-backup';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config/stages.js';
import { backupVaultName } from '../constructs/backups.js';

export interface BackupCopyStackProps extends StackProps {
  stage: StageConfig;
}

export class BackupCopyStack extends Stack {
  constructor(scope: Construct, id: string, props: BackupCopyStackProps) {
    super(scope, id, props);
    new BackupVault(this, 'Vault', {
      backupVaultName: backupVaultName(props.stage),
      removalPolicy: props.stage.protectData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
  }
}
