import { InvokeCommand, LambdaClient, ResourceNotFoundException } from '@aws-sdk/client-lambda';
import { type RunningInvokeEndpoint, startInvokeEndpoint } from './lambda-invoke.js';

let endpoint: RunningInvokeEndpoint;
let client: LambdaClient;
let attempts = 0;
const ran: unknown[] = [];

beforeAll(async () => {
  endpoint = await startInvokeEndpoint({
    retryDelaysMs: [5, 5],
    log: () => undefined,
    functions: {
      echo: async () => async (event) => ({ echoed: event }),
      record: async () => async (event) => {
        ran.push(event);
      },
      flaky: async () => async () => {
        attempts += 1;
        if (attempts < 3) throw new Error(`attempt ${attempts} failed`);
      },
      broken: async () => async () => {
        throw new Error('always fails');
      },
    },
  });
  client = new LambdaClient({
    region: 'us-east-1',
    endpoint: endpoint.endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
});

afterAll(async () => {
  client.destroy();
  await endpoint.close();
});

const payload = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

describe('the local Lambda Invoke endpoint, through the real SDK', () => {
  it('answers an Event invocation 202 and runs the function after answering', async () => {
    const answer = await client.send(
      new InvokeCommand({ FunctionName: 'record', InvocationType: 'Event', Payload: payload({ n: 1 }) }),
    );
    expect(answer.StatusCode).toBe(202);
    await endpoint.settled();
    expect(ran).toEqual([{ n: 1 }]);
    expect(endpoint.accepted.at(-1)).toEqual({ functionName: 'record', payload: { n: 1 } });
  });

  it('retries a failed asynchronous run twice, then keeps it as a dead letter', async () => {
    await client.send(new InvokeCommand({ FunctionName: 'flaky', InvocationType: 'Event', Payload: payload({}) }));
    await endpoint.settled();
    expect(attempts).toBe(3);
    expect(endpoint.deadLetters).toEqual([]);

    await client.send(
      new InvokeCommand({ FunctionName: 'broken', InvocationType: 'Event', Payload: payload({ x: 1 }) }),
    );
    await endpoint.settled();
    expect(endpoint.deadLetters).toEqual([{ functionName: 'broken', payload: { x: 1 }, error: 'always fails' }]);
  });

  it('answers a RequestResponse invocation with the result, or the function error', async () => {
    const answer = await client.send(new InvokeCommand({ FunctionName: 'echo', Payload: payload({ a: 'b' }) }));
    expect(answer.StatusCode).toBe(200);
    expect(JSON.parse(new TextDecoder().decode(answer.Payload))).toEqual({ echoed: { a: 'b' } });

    const failed = await client.send(new InvokeCommand({ FunctionName: 'broken', Payload: payload({}) }));
    expect(failed.FunctionError).toBe('Unhandled');
    expect(JSON.parse(new TextDecoder().decode(failed.Payload))).toMatchObject({ errorMessage: 'always fails' });
  });

  it('refuses an unknown function like Lambda, also named by ARN', async () => {
    const unknown = client.send(new InvokeCommand({ FunctionName: 'missing', InvocationType: 'Event' }));
    await expect(unknown).rejects.toBeInstanceOf(ResourceNotFoundException);
    const byArn = await client.send(
      new InvokeCommand({
        FunctionName: 'arn:aws:lambda:us-east-1:123456789012:function:echo',
        Payload: payload(1),
      }),
    );
    expect(JSON.parse(new TextDecoder().decode(byArn.Payload))).toEqual({ echoed: 1 });
  });
});

it('refuses an event over 256 KiB, as Lambda does, without running anything', async () => {
  const before = endpoint.accepted.length;
  const big = client.send(
    new InvokeCommand({ FunctionName: 'record', InvocationType: 'Event', Payload: payload('x'.repeat(300_000)) }),
  );
  await expect(big).rejects.toMatchObject({ name: 'RequestTooLargeException' });
  expect(endpoint.accepted.length).toBe(before);
});
