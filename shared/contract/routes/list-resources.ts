import type { Resource } from '../../types.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute('list-resources', {}, responds<Resource[]>());
