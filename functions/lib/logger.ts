/** Structured JSON logs with the request id (Powertools), one logger per container. */
import { Logger } from '@aws-lambda-powertools/logger';

export const logger = new Logger({
  serviceName: 'jobboard',
  logLevel: (process.env.LOG_LEVEL as 'INFO' | 'WARN' | 'ERROR' | 'SILENT' | undefined) ?? 'INFO',
});
