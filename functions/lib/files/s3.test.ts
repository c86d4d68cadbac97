import { s3Url } from './s3.js';

const endpoint = () => process.env.S3_ENDPOINT?.replace(/\/$/, '');

describe('the address of an S3 object', () => {
  it('escapes each segment of the key as SigV4 does, keeping its slashes', () => {
    expect(s3Url('bucket', "cv/7/Jane's CV (1)*.pdf").href).toBe(
      `${endpoint()}/bucket/cv/7/Jane%27s%20CV%20%281%29%2A.pdf`,
    );
  });

  it('refuses a key with a dot segment, which the URL would resolve to another object', () => {
    expect(() => s3Url('bucket', 'logos/../cv/7/file')).toThrow('Unsafe S3 key');
    expect(() => s3Url('bucket', './x')).toThrow('Unsafe S3 key');
  });
});
