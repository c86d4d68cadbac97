import type { MessageBody } from '../../types.js';
import { defineRoute, responds } from '../define.js';
import { jobIdParams } from '../params.js';

export const route = defineRoute('delete-job', { params: jobIdParams }, responds<MessageBody>());
