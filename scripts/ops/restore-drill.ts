/**
 * `npm run restore-drill -- --endpoint http://localhost:<port> [--table jobboard]`: the restore drill
 * (drill/restore-drill.ts) against a running DynamoDB Local, the local stack's by default table. Prints the figures
 * and each judged search; exits with 1 unless every search answers the same after the restore.
 */
import { parseArgs } from 'node:util';
import { runRestoreDrill } from './drill/restore-drill.js';

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { endpoint: { type: 'string' }, table: { type: 'string' } },
});
const endpoint = values.endpoint ?? process.env.DYNAMODB_ENDPOINT;
if (!endpoint) {
  console.error('Usage: npm run restore-drill -- --endpoint http://localhost:<DynamoDB Local port> [--table jobboard]');
  process.exit(2);
}
const report = await runRestoreDrill({
  endpoint,
  sourceTable: values.table ?? 'jobboard',
  log: (line) => console.log(line),
});
for (const search of report.searches) {
  console.log(
    `${search.same ? 'same' : 'DIFF'} ${search.label}: ${search.before.total} jobs before, ${search.after.total} after`,
  );
}
const same = report.searches.filter((search) => search.same).length;
console.log(
  `${same} of ${report.searches.length} judged searches answer the same job ids (${Math.round(report.sameShare * 100)} %); ` +
    `exported ${report.exported}, restored ${report.restored}, ${report.indexEntriesLeftOut} index entries rebuilt; ` +
    `export ${report.seconds.export} s, restore ${report.seconds.restore} s, reindex ${report.seconds.reindex} s, ` +
    `all ${report.seconds.total} s.`,
);
process.exit(report.sameShare === 1 ? 0 : 1);
