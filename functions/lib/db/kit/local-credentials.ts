/**
 * The credentials every client of DynamoDB Local signs with (no AWS account behind them). DynamoDB Local started
 * without -sharedDb keeps one database per access key, and the tests give each file a key of its own
 * (functions/testing/setup.ts): its writes to a table with a stream get slower with every stream record of the same
 * database written before that table's stream began (4 to 6 times slower after 20,000, 2026-11-29). The local
 * stack and the benchmark share one database under the default key.
 */
export function localCredentials() {
  return { accessKeyId: process.env.DYNAMODB_LOCAL_KEY || 'local', secretAccessKey: 'local' };
}
