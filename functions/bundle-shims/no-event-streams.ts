/**
 * @smithy/core/event-streams for the Lambda bundles: left out (infra/bundling.ts aliases it here).
 *
 * Why: the SDK's HTTP protocol loads it, with a dynamic import, only for operations that stream events (none of
 * DynamoDB's or SES's, the clients the functions bundle), yet esbuild puts it in every bundle: about 15 KiB.
 * An operation that did stream events would fail here, loudly, on its first call.
 */
const leftOut = (): never => {
  throw new Error('Event streams are left out of the Lambda bundles (infra/bundling.ts): no bundled call uses one');
};

export class EventStreamSerde {
  constructor() {
    leftOut();
  }
}

export const eventStreamSerdeProvider = leftOut;
