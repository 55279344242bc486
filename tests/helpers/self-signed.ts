import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A throwaway certificate for 127.0.0.1 and localhost, made by Debian's openssl, as PEM files. */
export function selfSignedCertificate(): { certFile: string; keyFile: string; cert: Buffer; key: Buffer; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-tls-'));
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-keyout', keyFile, '-out', certFile],
    { stdio: 'ignore' },
  );
  return { certFile, keyFile, cert: fs.readFileSync(certFile), key: fs.readFileSync(keyFile), remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
