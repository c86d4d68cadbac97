import type { Enums } from '../../types.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute('get-enums', {}, responds<Enums>());
