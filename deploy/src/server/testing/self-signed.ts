import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generate } from 'selfsigned';

/**
 * A throwaway certificate for 127.0.0.1 and localhost, for tests and the web benchmark: a client
 * trusts it by passing `cert` as its CA, a browser by ignoring certificate errors.
 */
export async function selfSignedCertificate(): Promise<{ cert: string; key: string }> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: 'localhost' },
        ],
      },
    ],
  });
  return { cert: pems.cert, key: pems.private };
}

/**
 * A throwaway certificate written into `dir` as `cert.pem` and `key.pem`: the variables that give
 * it to a site (TLS_CERT_FILE, TLS_KEY_FILE), and the certificate for clients to trust.
 */
export async function writeSelfSignedCertificate(
  dir: string,
): Promise<{ cert: string; env: { TLS_CERT_FILE: string; TLS_KEY_FILE: string } }> {
  const { cert, key } = await selfSignedCertificate();
  const env = { TLS_CERT_FILE: path.join(dir, 'cert.pem'), TLS_KEY_FILE: path.join(dir, 'key.pem') };
  await writeFile(env.TLS_CERT_FILE, cert);
  await writeFile(env.TLS_KEY_FILE, key, { mode: 0o600 });
  return { cert, env };
}
