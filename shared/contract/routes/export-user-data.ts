/** GET /api/user/export?cursor: the signed-in account's data; with a cursor, the next page of its long list. */
import type { DataExport, DataExportPage } from '../../data-export.js';
import { dataExportQuerySchema } from '../../schemas/data-export.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute(
  'export-user-data',
  { query: dataExportQuerySchema },
  responds<DataExport | DataExportPage>(),
);
