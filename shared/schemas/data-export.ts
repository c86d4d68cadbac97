/** GET /api/user/export: its one query parameter, the signed cursor of the next page. */
import * as v from 'valibot';
import { optionalQueryText } from './fields.js';

export const dataExportQuerySchema = v.object({ cursor: optionalQueryText('cursor', 2000) });
