/**
 * SHA-256 and HMAC-SHA-256 over node:crypto, in the shape @smithy/signature-v4 asks for (`new Sha256(secret?)`,
 * `update`, `digest`). The SDK clients bring their own (@smithy/hash-node); the signed requests that replace them in
 * the Lambda bundles need only this much of it.
 */
import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';

/** What the signer hands to `update` and the constructor (@smithy/types' SourceData). */
type SourceData = string | ArrayBuffer | ArrayBufferView;

const bytes = (data: SourceData): Uint8Array =>
  typeof data === 'string'
    ? Buffer.from(data, 'utf8')
    : ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);

export class Sha256 {
  private hash: Hash | Hmac;

  constructor(private readonly secret?: SourceData) {
    this.hash = this.start();
  }

  private start(): Hash | Hmac {
    return this.secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(this.secret));
  }

  update(data: SourceData): void {
    this.hash.update(bytes(data));
  }

  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }

  reset(): void {
    this.hash = this.start();
  }
}
