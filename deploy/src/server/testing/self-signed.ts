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
