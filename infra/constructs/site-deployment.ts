/**
 * Uploads the pre-built site (web/dist) to the bucket, no Docker needed. Vite puts every hashed file under
 * assets/: those are cached for a year and never change under the same name; everything else (index.html,
 * robots.txt, ...) is `no-cache`, so a deploy shows up at the next page load without an invalidation.
 * Hashed assets go first and are never pruned: a page loaded before a deploy can still fetch its old chunks.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { siteHtmlFiles } from '../../shared/prerendered-pages.js';

export const HASHED_ASSETS_CACHE = 'public, max-age=31536000, immutable';
export const PAGES_CACHE = 'no-cache';

export interface SiteDeploymentProps {
  bucket: IBucket;
  /** The built site: the prerendered pages (index.html, jobs.html), shell.html and assets/. */
  webDist: string;
  logGroup: ILogGroup;
}

export function checkWebDist(webDist: string): void {
  const missing = [...siteHtmlFiles, 'assets'].filter((name) => !existsSync(join(webDist, name)));
  if (missing.length) {
    throw new Error(
      `The built site is missing ${missing.join(' and ')} in ${webDist}. Build it first ` +
        '(npx vite build --config web/vite.config.ts) or point -c webDist=<folder> at a built site.',
    );
  }
}

export class SiteDeployment extends Construct {
  readonly assets: BucketDeployment;
  readonly pages: BucketDeployment;

  constructor(scope: Construct, id: string, props: SiteDeploymentProps) {
    super(scope, id);
    checkWebDist(props.webDist);
    const common = { destinationBucket: props.bucket, logGroup: props.logGroup, outputObjectKeys: false };
    this.assets = new BucketDeployment(this, 'HashedAssets', {
      ...common,
      sources: [Source.asset(join(props.webDist, 'assets'))],
      destinationKeyPrefix: 'assets/',
      cacheControl: [CacheControl.fromString(HASHED_ASSETS_CACHE)],
      prune: false,
    });
    this.pages = new BucketDeployment(this, 'Pages', {
      ...common,
      sources: [Source.asset(props.webDist, { exclude: ['assets', 'assets/**'] })],
      // Keeps the sync (and its pruning of files no longer built) away from assets/ and from what the sitemap
      // writer writes into the bucket (infra/constructs/sitemap-writer.ts).
      exclude: ['assets/*', 'sitemap*.xml', 'robots.txt'],
      cacheControl: [CacheControl.fromString(PAGES_CACHE)],
      prune: true,
    });
    this.pages.node.addDependency(this.assets);
  }
}
