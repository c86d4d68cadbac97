/**
 * "Download my data": reads GET /api/user/export page after page (the first answer holds everything, with the
 * first page of the account's applications or jobs; each `nextCursor` brings the next page), joins the pages into
 * one document and saves it as a JSON file. The format is described in docs/accounts.md, "Your data".
 */
import type { DataExport, DataExportPage } from '@shared/data-export.js';
import { callApi } from '@/api/client.js';

export async function readDataExport(): Promise<DataExport> {
  const document = (await callApi('export-user-data', { query: {} })) as DataExport;
  let cursor = document.nextCursor;
  while (cursor) {
    const page = (await callApi('export-user-data', { query: { cursor } })) as DataExportPage;
    if (page.applications) document.applications = [...(document.applications ?? []), ...page.applications];
    if (page.jobs) document.jobs = [...(document.jobs ?? []), ...page.jobs];
    cursor = page.nextCursor;
  }
  delete document.nextCursor;
  return document;
}

/** The file's name: whose data, and from which day. */
export const dataFileName = (document: DataExport) =>
  `jobboard-data-${document.account.username}-${document.exportedAt.slice(0, 10)}.json`;

/** Hands the document to the browser as a download. */
export function saveDataFile(document: DataExport): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }));
  const link = Object.assign(window.document.createElement('a'), { href: url, download: dataFileName(document) });
  window.document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download by now; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
