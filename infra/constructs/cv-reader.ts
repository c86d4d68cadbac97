/**
 * The CV reader (functions/workers/read-cv.ts): a Lambda that is not a route, handed each saved CV by save-cv and
 * each CV sent with an application by apply-to-job as an asynchronous invocation (the request never waits for a
 * file to be read). It reads the file's text and proposes the skills it finds on the seeker's matching profile, or
 * notes on the application which of the job's skills its CV names.
 *
 * Limits besides its own (lib/cv-reading/cv-text.ts): 1,024 MB of memory (what a 20-page PDF needs with room to
 * spare; CPU scales with it) and 30 seconds. Built as every asynchronously invoked worker is (asyncWorker in
 * worker-parts.ts): Lambda retries a failed run twice; an event that still fails, or waited an hour, goes to the
 * dead-letter queue, which alarms as soon as it holds one.
 *
 * Rights, each on one resource: read saved CVs and applications' copies (the `cv/` and `application-cvs/` prefixes
 * of the CV bucket, nothing else), update the table's items and query it (the skills vocabulary), write its own log
 * group, put failed events in its queue. Only the routes that list it in their `invokes` (shared/routes.ts: save-cv,
 * apply-to-job) may invoke it.
 */
import { Duration, Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Alias, Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { CV_PREFIXES } from '../../functions/lib/files/cv-keys.js';
import { repoRoot } from '../bundling.js';
import { fileBucketName } from './bucket-names.js';
import { grantBucketPrefixes } from './file-grants.js';
import { type AsyncWorker, acceptEventsFrom, asyncWorker, type WorkerPlace } from './worker-parts.js';

export const cvReaderEntry = `${repoRoot}/functions/workers/read-cv.ts`;
/** The environment variable save-cv reads the reader's name from. */
export const CV_READER_VARIABLE = 'CV_READER_FUNCTION';

export interface CvReaderProps extends WorkerPlace {
  table: ITable;
  environment: Record<string, string>;
}

export class CvReader extends Construct {
  readonly function: NodejsFunction;
  readonly deadLetterQueue: Queue;
  /** The alias save-cv invokes; a new version goes out through it gradually (workerCanary). */
  readonly live: Alias;
  private readonly worker: AsyncWorker;

  constructor(scope: Construct, id: string, props: CvReaderProps) {
    super(scope, id);
    this.worker = asyncWorker(this, props, {
      role: 'CV reader (skills from a saved CV)',
      grant: (role) => {
        role.addToPrincipalPolicy(
          new PolicyStatement({
            actions: ['dynamodb:UpdateItem', 'dynamodb:Query'],
            resources: [props.table.tableArn],
          }),
        );
        grantBucketPrefixes(
          role,
          { read: ['saved', 'applications'] },
          { stage: props.stage, bucket: 'cvs', prefixes: CV_PREFIXES },
        );
      },
      function: {
        description:
          'Reads the text of a saved CV or of a CV sent with an application and finds its skills (invoked by save-cv, apply-to-job)',
        entry: cvReaderEntry,
        memorySize: 1024,
        timeout: Duration.seconds(30),
        environment: { ...props.environment, CV_BUCKET: fileBucketName(Stack.of(this), props.stage, 'cvs') },
      },
      deadLetters:
        '(of the CV reader): its messages are read by operators, after its alarm, not consumed by a function.',
      deadLettersAlarm:
        'CV reader: a CV failed to be read three times and its event is in the dead-letter queue; the seeker sees ' +
        '"Reading your CV…" until they upload again. Check the reader logs.',
      failing: 'CV reader: a CV could not be read (it is retried); the seeker waits for its skills.',
      maxEventAge: Duration.hours(1),
    });
    this.function = this.worker.function;
    this.deadLetterQueue = this.worker.deadLetterQueue;
    this.live = this.worker.live;
  }

  /** Lets save-cv hand CVs over: invoke on the `live` alias only, and its qualified name in the invoker's environment. */
  acceptEventsFrom(invoker: LambdaFunction): void {
    acceptEventsFrom(this.worker, CV_READER_VARIABLE, invoker);
  }
}
