/**
 * How a handler is bundled, written once: the CDK functions (NodejsFunction runs the local esbuild with these
 * options) and scripts/bundle-sizes.ts (esbuild's API) both read it, so the sizes reported are the sizes deployed.
 *
 * The AWS SDK is bundled rather than taken from the runtime: the deployed code is then exactly the pinned versions
 * the tests ran, and esbuild keeps only the clients a handler imports, which AWS documents as faster to start than
 * loading the runtime's full SDK from disk.
 */
import { join } from 'node:path';
import { type BundlingOptions, LogLevel, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BuildOptions } from 'esbuild';

export const repoRoot = join(import.meta.dirname, '..');
export const handlersDir = join(repoRoot, 'functions', 'routes');

/** The Lambda runtime's Node major, the same one package.json pins for local runs and CI. */
export const nodeTarget = 'node22';

/** ESM output: CommonJS dependencies that call require() for Node built-ins need a real require. */
const requireShim = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";
const mainFields = ['module', 'main'];

/**
 * Modules the Lambda build replaces:
 * - the SDK's default credential chain, by the environment provider a Lambda actually uses;
 * - node:http, by the same module taken through require: an ESM import of it costs about 30 ms of cold start
 *   (functions/bundle-shims/node-http.ts says why);
 * - the SDK's event-stream support, which no bundled client's operations use (about 15 KiB of every bundle:
 *   functions/bundle-shims/no-event-streams.ts);
 * - semver, by its one function bundled code calls (`gte`; about 29 KiB of every bundle: bundle-shims/semver-gte.ts);
 * - is-unsafe, which the logo check's XML parser asks only about entities the check refuses before parsing, by an
 *   answer that refuses them too (about 18 KiB of save-company-logo: bundle-shims/entities-refused.ts).
 */
export const bundleAliases = {
  '@aws-sdk/credential-provider-node': join(repoRoot, 'functions', 'bundle-shims', 'lambda-credentials.ts'),
  'node:http': join(repoRoot, 'functions', 'bundle-shims', 'node-http.ts'),
  '@smithy/core/event-streams': join(repoRoot, 'functions', 'bundle-shims', 'no-event-streams.ts'),
  semver: join(repoRoot, 'functions', 'bundle-shims', 'semver-gte.ts'),
  'is-unsafe': join(repoRoot, 'functions', 'bundle-shims', 'entities-refused.ts'),
};

export const functionBundling: BundlingOptions = {
  target: nodeTarget,
  format: OutputFormat.ESM,
  minify: true,
  sourceMap: true,
  // Stack traces need only the mappings; leaving the sources out makes each map a third of the size.
  sourcesContent: false,
  mainFields,
  banner: requireShim,
  esbuildArgs: Object.fromEntries(Object.entries(bundleAliases).map(([from, to]) => [`--alias:${from}`, to])),
  bundleAwsSDK: true,
  forceDockerBundling: false,
  logLevel: LogLevel.WARNING,
};

/** The same build in esbuild's own terms (what NodejsFunction puts on its esbuild command line). */
export function esbuildOptions(entry: string, outfile: string): BuildOptions {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: nodeTarget,
    format: 'esm',
    minify: true,
    sourcemap: true,
    sourcesContent: false,
    mainFields,
    banner: { js: requireShim },
    alias: bundleAliases,
    logLevel: 'warning',
  };
}

export function handlerEntry(id: string, dir = handlersDir): string {
  return join(dir, `${id}.ts`);
}
