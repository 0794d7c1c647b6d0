// A throw-away certificate authority and a broker certificate for 127.0.0.1, made with openssl for one test run.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { KafkaSetupError } from './KafkaSetupError.js'
import { runProcess, tail } from './processes.js'

/** PEM files of one run: the CA clients trust, the broker's key store, and a CA that signed nothing here. */
export interface TestCertificates {
  /** The CA certificate (PEM) that signed the broker certificate: what clients trust. */
  readonly caFile: string
  /** The broker's private key (PKCS#8, unencrypted) followed by its certificate: a PEM key store. */
  readonly brokerKeyStoreFile: string
  /** Another CA's certificate, which did not sign the broker's: for tests of a trust store that does not match. */
  readonly otherCaFile: string
}

const openssl = async (args: readonly string[], cwd: string): Promise<string> => {
  const result = await runProcess('openssl', args, 'Install openssl (it makes the test certificates).', {
    cwd,
  })
  if (result.code !== 0) {
    throw new KafkaSetupError(
      'KafkaToolFailed',
      `openssl ${args[0] ?? ''} exited with ${String(result.code)}:\n${tail(result.stdout + result.stderr)}`,
    )
  }
  return result.stdout
}

const selfSignedCa = (name: string, cwd: string): Promise<string> =>
  openssl(
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-keyout',
      `${name}.key`,
      '-out',
      `${name}.pem`,
      '-subj',
      `/CN=Tributary test ${name}`,
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
    ],
    cwd,
  )

/**
 * Makes a CA and a broker certificate (subject alternative names `IP:127.0.0.1` and `DNS:localhost`) in `dir`,
 * valid for two days. The files live in the cluster directory, so stopping the cluster removes them.
 *
 * @example
 * ```ts
 * const { caFile, brokerKeyStoreFile } = await makeTestCertificates(join(root, 'tls'))
 * ```
 */
export async function makeTestCertificates(dir: string): Promise<TestCertificates> {
  await selfSignedCa('ca', dir)
  await selfSignedCa('other-ca', dir)
  await openssl(
    [
      'req',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'broker.key',
      '-out',
      'broker.csr',
      '-subj',
      '/CN=127.0.0.1',
    ],
    dir,
  )
  writeFileSync(
    join(dir, 'broker.ext'),
    'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth,clientAuth\n',
  )
  await openssl(
    [
      'x509',
      '-req',
      '-in',
      'broker.csr',
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-days',
      '2',
      '-extfile',
      'broker.ext',
      '-out',
      'broker.pem',
    ],
    dir,
  )
  const key = await openssl(['pkcs8', '-topk8', '-nocrypt', '-in', 'broker.key'], dir)
  const certificate = await openssl(['x509', '-in', 'broker.pem'], dir)
  const brokerKeyStoreFile = join(dir, 'broker-keystore.pem')
  writeFileSync(brokerKeyStoreFile, `${key.trim()}\n${certificate.trim()}\n`)
  return { caFile: join(dir, 'ca.pem'), brokerKeyStoreFile, otherCaFile: join(dir, 'other-ca.pem') }
}
