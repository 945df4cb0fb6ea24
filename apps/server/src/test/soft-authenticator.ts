import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software WebAuthn authenticator for API tests: one ES256 (P-256) credential, answering the options the server
 * hands out as a browser would after a real authenticator signed them (fmt 'none' attestation, a DER ECDSA-SHA256
 * assertion signature). The `tamper` options break one thing at a time, so a test can show the server refuses it.
 */

type CborValue = Parameters<typeof isoCBOR.encode>[0];
/** Bytes on an ordinary ArrayBuffer, as the library's helpers take them. */
type Bytes = Uint8Array<ArrayBuffer>;

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_BE = 0x08;
const FLAG_BS = 0x10;
const FLAG_AT = 0x40;

const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash('sha256').update(data).digest());
const b64url = (bytes: Bytes) => isoBase64URL.fromBuffer(bytes);

function uint32(value: number): Bytes {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, value);
  return out;
}

function uint16(value: number): Bytes {
  const out = new Uint8Array(2);
  new DataView(out.buffer).setUint16(0, value);
  return out;
}

function concat(...parts: Uint8Array[]): Bytes {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export interface SoftAuthenticatorOptions {
  /** The credential is backup eligible and backed up (a synced "multiDevice" passkey). */
  synced?: boolean;
  /** Transports the browser reports at registration. */
  transports?: string[];
}

/** One thing to get wrong on purpose. */
export interface Tamper {
  /** Sign for this relying party id instead of the options' one. */
  rpId?: string;
  /** Answer this challenge instead of the options' one. */
  challenge?: string;
  /** Leave the user-verified flag off (a security key without a PIN). */
  noUserVerification?: boolean;
  /** Report this counter instead of the next one (a cloned authenticator reports one not above the last). */
  counter?: number;
  /** Sign with another key than the registered one. */
  wrongKey?: boolean;
}

export class SoftAuthenticator {
  readonly credentialId: Bytes;
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  counter = 0;
  /** The user handle the credential was created for (the options' user.id), answered at sign-in. */
  userHandle: string | undefined;

  constructor(
    private readonly options: SoftAuthenticatorOptions = {},
    keys?: { credentialId: Bytes; privateKey: KeyObject; publicKey: KeyObject },
  ) {
    if (keys) {
      ({ credentialId: this.credentialId, privateKey: this.privateKey, publicKey: this.publicKey } = keys);
    } else {
      this.credentialId = new Uint8Array(randomBytes(32));
      ({ privateKey: this.privateKey, publicKey: this.publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' }));
    }
  }

  /** The credential's id as the browser reports it (base64url). */
  get id(): string {
    return b64url(this.credentialId);
  }

  /** A copy holding the same key and counter: what a cloned authenticator looks like. */
  clone(): SoftAuthenticator {
    const copy = new SoftAuthenticator(this.options, {
      credentialId: this.credentialId,
      privateKey: this.privateKey,
      publicKey: this.publicKey,
    });
    copy.counter = this.counter;
    copy.userHandle = this.userHandle;
    return copy;
  }

  /** navigator.credentials.create() answered: a RegistrationResponseJSON with 'none' attestation. */
  register(
    options: PublicKeyCredentialCreationOptionsJSON,
    origin: string,
    tamper: Tamper = {},
  ): RegistrationResponseJSON {
    this.userHandle = options.user.id;
    const authData = concat(
      this.authDataHead(tamper.rpId ?? options.rp.id!, FLAG_AT, tamper),
      new Uint8Array(16), // AAGUID: zeros, as a 'none' attestation gives
      uint16(this.credentialId.length),
      this.credentialId,
      this.coseKey(),
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, CborValue>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    const clientDataJSON = this.clientData('webauthn.create', tamper.challenge ?? options.challenge, origin);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: (this.options.transports ?? [
          'internal',
          'hybrid',
        ]) as RegistrationResponseJSON['response']['transports'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** navigator.credentials.get() answered: an assertion signed over authData | sha256(clientDataJSON). */
  authenticate(
    options: PublicKeyCredentialRequestOptionsJSON,
    origin: string,
    tamper: Tamper = {},
  ): AuthenticationResponseJSON {
    const authData = this.authDataHead(tamper.rpId ?? options.rpId!, 0, tamper);
    const clientDataJSON = this.clientData('webauthn.get', tamper.challenge ?? options.challenge, origin);
    const key = tamper.wrongKey ? generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey : this.privateKey;
    const signature = sign('sha256', concat(authData, sha256(clientDataJSON)), key);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(new Uint8Array(signature)),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** rpIdHash | flags | signCount: the counter goes up by one on every use, as a real authenticator's does. */
  private authDataHead(rpId: string, extraFlags: number, tamper: Tamper): Bytes {
    let flags = FLAG_UP | extraFlags;
    if (!tamper.noUserVerification) flags |= FLAG_UV;
    if (this.options.synced) flags |= FLAG_BE | FLAG_BS;
    const counter = tamper.counter ?? this.counter + 1;
    this.counter = Math.max(this.counter, counter);
    return concat(sha256(rpId), new Uint8Array([flags]), uint32(counter));
  }

  private clientData(type: string, challenge: string, origin: string): Bytes {
    return new Uint8Array(Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false })));
  }

  /** The public key as COSE_Key: EC2 (1: 2), ES256 (3: -7), P-256 (-1: 1), x (-2), y (-3). */
  private coseKey(): Bytes {
    const jwk = this.publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, CborValue>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
  }
}
