/**
 * The shape of data/results/<timestamp>.json (and data/baseline.json): every section, then the goals with their
 * verdicts.
 */

import type { measureLogin } from '../measures/accounts/login.js';
import type { AlertDigestFigures } from '../measures/api/alert-digest.js';
import type { GetJobFigures } from '../measures/api/get-job-load.js';
import type { SessionCheckFigures } from '../measures/api/session-check.js';
import type { measureWriteCost } from '../measures/api/write-cost.js';
import type { BundleFigures } from '../measures/lambda/bundles.js';
import type { CvReadingFigures } from '../measures/matching/cv-reading.js';
import type { MatchingFigures } from '../measures/matching/matching-quality.js';
import type { IndexLagFigures } from '../measures/search/index-lag.js';
import type { QueryFigures } from '../measures/search/measure-queries.js';
import type { SearchQualityFigures } from '../measures/search/search-quality.js';
import type { LighthouseFigures } from '../measures/web/lighthouse.js';
import type { WebFigures } from '../measures/web/web-build.js';
import type { BenchOptions } from './options.js';
import type { SeedFigures } from './seed-board.js';

/** A section either measured its figures or says why it did not. */
export type Section<T> = ({ status: 'measured' } & T) | { status: 'skipped' | 'failed'; reason: string };

export interface Goal {
  id: string;
  goal: string;
  target: string;
  measured: string;
  /** null: not measured in this run. */
  met: boolean | null;
  note?: string;
  /** For a goal not met: why, in plain words, from this run's figures. */
  why?: string;
}

export interface BenchReport {
  schema: 'jobboard-bench/1';
  startedAt: string;
  finishedAt: string;
  durationSeconds: number;
  machine: {
    node: string;
    cpus: number;
    cpuModel: string;
    memoryGiB: number;
    loadAverageAtStart: number[];
    loadAverageAtEnd: number[];
    /** The 1-minute load average as each section started. */
    loadAverageBySection?: Record<string, number>;
  };
  options: Omit<BenchOptions, 'log' | 'dynamoEndpoint'>;
  seeding: Section<{ boards: SeedFigures[] }>;
  queries: Section<{
    pageSize: number;
    kinds: QueryFigures[];
    cursor: { editedCursorStatus: number; otherSearchCursorStatus: number };
  }>;
  getJob: Section<GetJobFigures>;
  writes: Section<Awaited<ReturnType<typeof measureWriteCost>>>;
  login: Section<Awaited<ReturnType<typeof measureLogin>>>;
  /** readSession against a bare user GetItem (absent from reports older than the measure). */
  session?: Section<SessionCheckFigures>;
  search: Section<SearchQualityFigures>;
  indexLag: Section<IndexLagFigures>;
  alerts: Section<{ boards: AlertDigestFigures[] }>;
  /** Jobs for you on each board (judged set, items read, latency) and the CV reader on sample files. */
  matching?: Section<{ boards: MatchingFigures[]; cvReading: CvReadingFigures }>;
  bundles: Section<BundleFigures>;
  web: Section<WebFigures>;
  lighthouse: Section<LighthouseFigures>;
  goals: Goal[];
}
