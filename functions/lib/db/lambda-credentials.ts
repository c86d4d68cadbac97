/**
 * What a Lambda needs of the SDK's default credential chain: the function's role credentials are in its
 * environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN). The bundle measurement aliases
 * @aws-sdk/credential-provider-node to this module to show what the handler bundles weigh without the SSO, INI,
 * process, web-identity, container and instance-metadata providers (and the STS/SSO clients they pull in).
 */
import { fromEnv } from '@aws-sdk/credential-provider-env';

export const defaultProvider = (init: Parameters<typeof fromEnv>[0] = {}) => fromEnv(init);
