import { generateKeyPairSync } from 'node:crypto';

/** A new Ed25519 key pair as PEM strings (PKCS#8 private, SPKI public). */
export interface KeyPairPem {
  readonly privateKey: string;
  readonly publicKey: string;
}

/**
 * Generates an Ed25519 key pair for signing packages or license keys. Keep the private key offline;
 * put the public key into the trust store configuration with a key id.
 */
export function generateSigningKeyPair(): KeyPairPem {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privateKey: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    publicKey: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
  };
}
