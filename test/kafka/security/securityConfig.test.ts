// Security settings through the Streams configuration (prefixes, redaction) and into kafkajs' options.
import * as E from 'fp-ts/lib/Either.js'
import kafkajs from 'kafkajs'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inspect } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { StreamsConfigError } from '../../../src/errors/TaskError.js'
import { clientConfig } from '../../../src/kafka/ClientConfig.js'
import { kafkaClientOptions } from '../../../src/kafka/kafkajs/kafkajsClientOptions.js'
import { KafkajsClientSupplier } from '../../../src/kafka/kafkajs/KafkajsClientSupplier.js'
import { toKafkaClientError } from '../../../src/kafka/kafkajs/toKafkaClientError.js'
import { isSecurityConfigError } from '../../../src/kafka/security/SecurityConfigError.js'
import { decodeStreamsConfig, streamsConfig } from '../../../src/runtime/config/StreamsConfig.js'

const password = 'pa55-w0rd-never-printed'
const jaas = `org.apache.kafka.common.security.scram.ScramLoginModule required username="app" password="${password}";`
const dir = mkdtempSync(join(tmpdir(), 'tributary-security-'))
const caFile = join(dir, 'ca.pem')
writeFileSync(caFile, '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const client = {
  'bootstrap.servers': '127.0.0.1:9093',
  'security.protocol': 'SASL_SSL',
  'sasl.mechanism': 'SCRAM-SHA-512',
  'sasl.jaas.config': jaas,
  'ssl.truststore.type': 'PEM',
  'ssl.truststore.location': caFile,
} as const
const secured = { 'application.id': 'app', ...client } as const

describe('security settings in the Streams configuration', () => {
  it('reach every client, and a prefixed one wins for its client', () => {
    const config = streamsConfig({ ...secured, 'producer.sasl.mechanism': 'SCRAM-SHA-256' })
    expect(config.clients.mainConsumer['sasl.mechanism']).toBe('SCRAM-SHA-512')
    expect(config.clients.admin['security.protocol']).toBe('SASL_SSL')
    expect(config.clients.producer['sasl.mechanism']).toBe('SCRAM-SHA-256')
  })

  it('never show a secret in a config echo', () => {
    const config = streamsConfig({
      ...secured,
      'ssl.keystore.certificate.chain': '-----BEGIN CERTIFICATE-----',
      'ssl.keystore.key': 'PRIVATE-KEY-TEXT',
    })
    for (const printed of [
      JSON.stringify(config),
      inspect(config, { depth: 20 }),
      inspect(config.clientSettings, { showHidden: true }),
    ]) {
      expect(printed).not.toContain(password)
      expect(printed).not.toContain('PRIVATE-KEY-TEXT')
    }
  })

  it('give a typed cause, naming the prefixed key, without echoing the JAAS text', () => {
    const result = decodeStreamsConfig({ ...secured, 'producer.sasl.jaas.config': jaas.replace(';', '') })
    if (E.isRight(result)) throw new Error('expected a rejection')
    expect(result.left).toBeInstanceOf(StreamsConfigError)
    expect(result.left.key).toBe('producer.sasl.jaas.config')
    expect(isSecurityConfigError(result.left.cause) && result.left.cause._tag).toBe('MalformedJaasConfig')
    expect(inspect(result.left, { depth: 20 })).not.toContain(password)
  })

  it('refuse a secret of the wrong shape without showing it', () => {
    const result = decodeStreamsConfig({ ...secured, 'sasl.jaas.config': 12345678 })
    if (E.isRight(result)) throw new Error('expected a rejection')
    expect(result.left.key).toBe('sasl.jaas.config')
    expect(result.left.message).not.toContain('12345678')
  })
})

describe('security settings in kafkajs options', () => {
  it('map SASL_SSL onto ssl and sasl, the password behind a getter', () => {
    const options = kafkaClientOptions(clientConfig(client), 'c')
    expect(options.ssl).toMatchObject({
      rejectUnauthorized: true,
      ca: [expect.stringContaining('BEGIN CERTIFICATE')],
    })
    expect(options.sasl).toMatchObject({ mechanism: 'scram-sha-512', username: 'app', password })
    expect(inspect(options, { depth: 20 })).not.toContain(password)
    expect(JSON.stringify(options)).not.toContain(password)
  })

  it('check no host name when the algorithm is empty, and present a client certificate for mutual TLS', () => {
    const options = kafkaClientOptions(
      clientConfig({
        'bootstrap.servers': '127.0.0.1:9093',
        'security.protocol': 'SSL',
        'ssl.endpoint.identification.algorithm': '',
        'ssl.keystore.certificate.chain': '-----BEGIN CERTIFICATE-----',
        'ssl.keystore.key': '-----BEGIN PRIVATE KEY-----',
        'ssl.key.password': password,
      }),
      'c',
    )
    const ssl = options.ssl as {
      checkServerIdentity?: () => unknown
      cert?: string
      key?: string
      passphrase?: string
    }
    expect(ssl.checkServerIdentity?.()).toBeUndefined()
    expect(ssl.cert).toContain('CERTIFICATE')
    expect(ssl.key).toContain('PRIVATE KEY')
    expect(ssl.passphrase).toBe(password)
    expect(options.sasl).toBeUndefined()
    expect(inspect(options, { depth: 20 })).not.toContain(password)
  })

  it('ask the token provider for OAUTHBEARER', async () => {
    const options = kafkaClientOptions(
      clientConfig({
        'bootstrap.servers': '127.0.0.1:9093',
        'security.protocol': 'SASL_PLAINTEXT',
        'sasl.mechanism': 'OAUTHBEARER',
        'sasl.oauthbearer.token.provider': () => Promise.resolve({ value: 'jwt' }),
      }),
      'c',
    )
    const sasl = options.sasl as { mechanism: string; oauthBearerProvider: () => Promise<{ value: string }> }
    expect(sasl.mechanism).toBe('oauthbearer')
    expect(await sasl.oauthBearerProvider()).toEqual({ value: 'jwt' })
  })

  it('fail at supplier construction for a missing trust store file', () => {
    const build = () =>
      new KafkajsClientSupplier({ ...client, 'ssl.truststore.location': join(dir, 'absent.pem') })
    expect(build).toThrow(
      expect.objectContaining({ _tag: 'MissingTrustMaterial', key: 'ssl.truststore.location' }),
    )
  })

  it('fail at supplier construction for a trust store without a certificate', () => {
    const empty = join(dir, 'empty.pem')
    writeFileSync(empty, 'not a certificate')
    expect(() => new KafkajsClientSupplier({ ...client, 'ssl.truststore.location': empty })).toThrow(
      expect.objectContaining({ _tag: 'MissingTrustMaterial' }),
    )
  })
})

describe('security failures from kafkajs', () => {
  it('map a refused SASL handshake to a non-retryable SaslAuthenticationFailed', () => {
    const error = toKafkaClientError(
      new (kafkajs.KafkaJSSASLAuthenticationError as unknown as new (message: string) => Error)(
        'SASL SCRAM SHA512 authentication failed: invalid credentials',
      ),
      'connecting producer p',
    )
    expect(error).toMatchObject({ _tag: 'SaslAuthenticationFailed', retryable: false })
  })

  it('map a certificate the client does not trust to a non-retryable SslAuthenticationFailed', () => {
    const error = toKafkaClientError(
      new kafkajs.KafkaJSConnectionError('Connection error: self-signed certificate in certificate chain', {
        code: 'SELF_SIGNED_CERT_IN_CHAIN',
      }),
      'connecting producer p',
    )
    expect(error).toMatchObject({ _tag: 'SslAuthenticationFailed', retryable: false })
  })
})
