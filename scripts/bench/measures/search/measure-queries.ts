/**
 * Each query kind against every board, through the local server: what DynamoDB read for it (summed ScannedCount
 * and consumed capacity of every call the request made, and the repository's own itemsRead) and its latency.
 * Latency runs alternate between the boards request by request, so the machine's busy moments hit every size alike.
 */
import { NEXT_CURSOR_HEADER } from '../../../../shared/constants.js';
import type { JobQueryInput } from '../../../../shared/schemas/job-query.js';
import type { BoardChild } from '../../harness/board-child.js';
import type { ReadTotals } from '../../harness/read-counter.js';
import { round, type Spread, spread } from '../../harness/stats.js';
import { type QueryKind, queryKinds } from './query-kinds.js';

export interface QueryAtSize {
  itemsRead: number;
  repositoryItemsRead: number;
  capacityUnits: number;
  dynamoCalls: number;
  results: number;
  nextPage: boolean;
  latencyMs: Spread;
  /** One GetItem behind a bare node:http server, timed right after each request: the machine's floor. */
  floorMs: Spread;
}

export interface QueryFigures {
  id: string;
  label: string;
  query: JobQueryInput;
  page: number;
  bySize: Record<string, QueryAtSize>;
  /** Largest board over smallest board. */
  itemsReadRatio: number;
  p95Ratio: number;
  /** The same ratio for the floor: what the machine's load alone did to the two boards. */
  floorP95Ratio: number;
}

export interface BoardUnderTest {
  size: number;
  child: BoardChild;
  firstCompanyId: number;
  /** A GetItem of this job behind the bare HTTP server (board-server.ts): the floor URL. */
  floorUrl: string;
}

async function get(url: string) {
  const response = await fetch(url);
  const body = (await response.json()) as unknown[];
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body)}`);
  return { body, cursor: response.headers.get(NEXT_CURSOR_HEADER) ?? undefined };
}

/** The query of this kind on this board, with the cursor of its page when it is not page 1. */
async function resolve(kind: QueryKind, board: BoardUnderTest, pageSize: number): Promise<JobQueryInput> {
  let query: JobQueryInput = { ...kind.query(board), limit: String(pageSize) };
  for (let page = 1; page < (kind.page ?? 1); page++) {
    const { cursor } = await get(`${board.child.url}/api/jobs?${new URLSearchParams(query)}`);
    if (!cursor) throw new Error(`${kind.label}: the ${board.size}-job board has no page ${page + 1}`);
    query = { ...query, cursor };
  }
  return query;
}

async function timed(url: string): Promise<number> {
  const started = performance.now();
  await get(url);
  return performance.now() - started;
}

export async function measureQueries(
  boards: BoardUnderTest[],
  options: { pageSize: number; iterations: number; log: (line: string) => void },
): Promise<QueryFigures[]> {
  const figures: QueryFigures[] = [];
  for (const kind of queryKinds) {
    const urls = new Map<BoardUnderTest, string>();
    const bySize: Record<string, QueryAtSize> = {};
    const latencies = new Map<BoardUnderTest, number[]>();
    const floors = new Map<BoardUnderTest, number[]>();
    for (const board of boards) {
      const query = await resolve(kind, board, options.pageSize);
      const url = `${board.child.url}/api/jobs?${new URLSearchParams(query)}`;
      urls.set(board, url);
      for (let i = 0; i < 2; i++) await get(url); // warm-up: handler loaded, categories remembered
      await board.child.ask({ cmd: 'reads' });
      const { body, cursor } = await get(url);
      const reads = await board.child.ask<ReadTotals>({ cmd: 'reads' });
      const repository = await board.child.ask<{ itemsRead: number }>({ cmd: 'listJobs', query });
      bySize[board.size] = {
        itemsRead: reads.itemsRead,
        repositoryItemsRead: repository.itemsRead,
        capacityUnits: round(reads.capacityUnits),
        dynamoCalls: reads.calls,
        results: body.length,
        nextPage: cursor !== undefined,
        latencyMs: spread([]),
        floorMs: spread([]),
      };
      latencies.set(board, []);
      floors.set(board, []);
    }
    for (let i = 0; i < options.iterations; i++) {
      // ABBA order: neither size always goes first (first after a pause, or right after the other's request).
      for (const board of i % 2 === 0 ? boards : [...boards].reverse()) {
        latencies.get(board)?.push(await timed(urls.get(board) as string));
        floors.get(board)?.push(await timed(board.floorUrl));
      }
    }
    for (const board of boards) {
      (bySize[board.size] as QueryAtSize).latencyMs = spread(latencies.get(board) ?? []);
      (bySize[board.size] as QueryAtSize).floorMs = spread(floors.get(board) ?? []);
    }
    const small = bySize[(boards[0] as BoardUnderTest).size] as QueryAtSize;
    const large = bySize[(boards.at(-1) as BoardUnderTest).size] as QueryAtSize;
    figures.push({
      id: kind.id,
      label: kind.label,
      query: kind.query(boards[0] as BoardUnderTest),
      page: kind.page ?? 1,
      bySize,
      itemsReadRatio: round(large.itemsRead / Math.max(small.itemsRead, 1), 2),
      p95Ratio: round(large.latencyMs.p95 / Math.max(small.latencyMs.p95, 0.1), 2),
      floorP95Ratio: round(large.floorMs.p95 / Math.max(small.floorMs.p95, 0.1), 2),
    });
    options.log(
      `  ${kind.label}: items ${boards.map((b) => bySize[b.size]?.itemsRead).join(' / ')}, p95 ms ${boards
        .map((b) => bySize[b.size]?.latencyMs.p95)
        .join(' / ')} (floor ${boards.map((b) => bySize[b.size]?.floorMs.p95).join(' / ')})`,
    );
  }
  return figures;
}

/** The cursor is opaque and tamper-proof: an edited one, or one of another search, must get a 400. */
export async function checkCursor(board: BoardUnderTest, pageSize: number) {
  const first = await get(`${board.child.url}/api/jobs?limit=${pageSize}`);
  if (!first.cursor) throw new Error('The first page has no cursor: the board is too small');
  // Change the payload (the part before the dot): a cursor pointing somewhere else with the old signature.
  const [payload = '', signature = ''] = first.cursor.split('.');
  const middle = Math.floor(payload.length / 2);
  const edited = `${payload.slice(0, middle)}${payload[middle] === 'A' ? 'B' : 'A'}${payload.slice(middle + 1)}.${signature}`;
  const status = async (query: Record<string, string>) =>
    (await fetch(`${board.child.url}/api/jobs?${new URLSearchParams({ limit: String(pageSize), ...query })}`)).status;
  return {
    editedCursorStatus: await status({ cursor: edited }),
    otherSearchCursorStatus: await status({ cursor: first.cursor, jobType: 'contract' }),
  };
}
