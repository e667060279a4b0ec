// The part of `http_ece` (Encrypted Content-Encoding for HTTP, RFC 8188; it ships no types) that
// the local push endpoint uses. A module of types only: push-endpoint.ts loads the package with
// createRequire and reads it through this shape, so any project that imports push-endpoint.ts
// (the portal's browser tests too) typechecks without an ambient `declare module`.
import type { ECDH } from 'node:crypto';

export interface EceDecryptParams {
  /** 'aes128gcm' (RFC 8291, what web-push sends by default). */
  version: 'aes128gcm' | 'aesgcm';
  /** The receiver's (the subscription's) P-256 key pair. */
  privateKey: ECDH;
  /** The subscription's 16-byte auth secret (a Buffer, or base64url). */
  authSecret: Buffer | string;
}

export interface HttpEce {
  decrypt(buffer: Buffer, params: EceDecryptParams): Buffer;
}
