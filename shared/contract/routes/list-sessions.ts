import type { ActiveSession } from '../../schemas/sessions.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute('list-sessions', {}, responds<ActiveSession[]>());
