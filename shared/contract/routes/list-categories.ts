import type { Category } from '../../types.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute('list-categories', {}, responds<Category[]>());
