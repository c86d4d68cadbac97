import { createHmac } from 'node:crypto';
import { presignedPost } from './presigned-post.js';
import { LOCAL_S3_CREDENTIALS } from './s3.js';

/** SigV4 by hand (AWS's documented derivation), independent of the signer the code uses. */
function expectedSignature(policy: string, date: string, region: string) {
  const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${LOCAL_S3_CREDENTIALS.secretAccessKey}`, date), region), 's3'),
    'aws4_request',
  );
  return createHmac('sha256', signingKey).update(policy).digest('hex');
}

describe('the presigned POST of an upload', () => {
  const now = new Date('2026-11-24T22:02:20.123Z');
  const post = () =>
    presignedPost({
      bucket: 'uploads-bucket',
      key: 'incoming/7/0b8e',
      fields: { 'Content-Type': 'application/pdf' },
      conditions: [
        ['content-length-range', 1, 1_048_576],
        ['eq', '$Content-Type', 'application/pdf'],
      ],
      expiresInSeconds: 300,
      now,
    });

  it('posts to the bucket, with the fields S3 reads and the policy it checks', async () => {
    const { url, fields } = await post();
    // The tests' S3 (s3rver) is addressed by path.
    expect(url).toBe(`${process.env.S3_ENDPOINT?.replace(/\/$/, '')}/uploads-bucket`);
    expect(fields).toEqual({
      'Content-Type': 'application/pdf',
      bucket: 'uploads-bucket',
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': `${LOCAL_S3_CREDENTIALS.accessKeyId}/20261124/us-east-1/s3/aws4_request`,
      'X-Amz-Date': '20261124T220220Z',
      key: 'incoming/7/0b8e',
      Policy: expect.any(String),
      'X-Amz-Signature': expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(JSON.parse(Buffer.from(fields.Policy as string, 'base64').toString('utf8'))).toEqual({
      expiration: '2026-11-24T22:07:20Z',
      conditions: [
        ['content-length-range', 1, 1_048_576],
        ['eq', '$Content-Type', 'application/pdf'],
        { 'Content-Type': 'application/pdf' },
        { bucket: 'uploads-bucket' },
        { 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' },
        { 'X-Amz-Credential': `${LOCAL_S3_CREDENTIALS.accessKeyId}/20261124/us-east-1/s3/aws4_request` },
        { 'X-Amz-Date': '20261124T220220Z' },
        { key: 'incoming/7/0b8e' },
      ],
    });
  });

  it('signs the policy with the SigV4 signing key of its credentials, date and region', async () => {
    const { fields } = await post();
    expect(fields['X-Amz-Signature']).toBe(expectedSignature(fields.Policy as string, '20261124', 'us-east-1'));
  });
});
