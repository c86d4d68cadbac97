import type { BoardCounts } from '../../types.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute('get-board-counts', {}, responds<BoardCounts>());
