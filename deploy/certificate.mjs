/**
 * A self-signed certificate for 127.0.0.1, made with openssl, for trying the edge over HTTPS on one
 * machine (its tests and the benchmark's HTTP/2 rows): `EDGE_TLS_CERT` and `EDGE_TLS_KEY` take its files.
 * A browser or client must be told to accept it; a server uses a certificate of its own.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** Writes cert.pem and key.pem (valid for a day) into `dir`; throws with openssl's words when it cannot. */
export function makeCertificate(dir) {
  mkdirSync(dir, { recursive: true });
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr || made.error?.message}`);
  return { cert, key };
}
