/**
 * The only credential provider a Lambda needs: the function's role credentials are in its environment
 * (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN). The Lambda bundles alias
 * @aws-sdk/credential-provider-node (the SDK's default chain) to this module (infra/bundling.ts), which leaves out
 * the SSO, INI, process, web-identity, container and instance-metadata providers and the STS/SSO clients they pull
 * in: about 130 KiB of every bundle, and their load time. Local runs (DynamoDB Local) pass static credentials and
 * never reach it.
 */
import { fromEnv } from '@aws-sdk/credential-provider-env';

export const defaultProvider = (init: Parameters<typeof fromEnv>[0] = {}) => fromEnv(init);
