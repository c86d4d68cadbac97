import { contactSchema } from '../../schemas/contact.js';
import type { MessageBody } from '../../types.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute('contact', { body: contactSchema }, responds<MessageBody>());
