/** What happens to a stateful resource when its stack is deleted: kept in protected stages, deleted elsewhere. */
import { RemovalPolicy } from 'aws-cdk-lib';
import type { StageConfig } from '../config/stages.js';

export function removalPolicyFor(stage: StageConfig): RemovalPolicy {
  return stage.protectData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
}
