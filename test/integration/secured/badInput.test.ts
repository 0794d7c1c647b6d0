// Bad input against the real secured listener: each mistake gives a typed error within the request timeout, and
// no secret appears in the error, its cause chain, or what the client logged.
import { inspect } from 'node:util'
import { describe, expect, inject, it } from 'vitest'
import { isStreamsError } from '../../../src/errors/StreamsError.js'
import type { ClientConfigInput } from '../../../src/kafka/ClientConfig.js'
import { KafkajsClientSupplier } from '../../../src/kafka/kafkajs/KafkajsClientSupplier.js'
import { KafkaStreams } from '../../../src/runtime/KafkaStreams.js'
import { wordCountTopology } from '../../runtime/thread/wordCountApp.js'
import { capturingLogger } from '../../core/capturingLogger.js'
import { jaasLine, saslSsl, secured } from './securedSettings.js'

const timeoutMs = 30_000
const wrongPassword = 'wrong-password-that-must-never-print'

/** Connects an admin client, and returns the error it fails with, how long it took, and what it logged. */
const failedConnect = async (settings: ClientConfigInput) => {
  const { logger, lines } = capturingLogger()
  const supplier = new KafkajsClientSupplier(
    { 'request.timeout.ms': timeoutMs, ...settings },
    { logLevel: 'debug', logger },
  )
  const admin = supplier.admin({ clientId: 'bad-input' })
  const started = Date.now()
  const error = await admin.connect().then(
    () => undefined,
    (e: unknown) => e,
  )
  const elapsed = Date.now() - started
  await admin.disconnect().catch(() => undefined)
  if (!isStreamsError(error)) throw new Error(`expected a typed error, got ${inspect(error)}`)
  return {
    error,
    elapsed,
    printed: `${inspect(error, { depth: Infinity })}\n${lines.map((line) => inspect(line, { depth: 10 })).join('\n')}`,
  }
}

describe('bad input on the SASL_SSL listener', () => {
  it('a wrong SCRAM password: a non-retryable SaslAuthenticationFailed, the password nowhere', async () => {
    const { error, elapsed, printed } = await failedConnect({
      ...saslSsl,
      'sasl.jaas.config': jaasLine('scram', wrongPassword),
    })
    expect(error).toMatchObject({ _tag: 'SaslAuthenticationFailed', retryable: false })
    expect(elapsed).toBeLessThan(timeoutMs)
    expect(printed).not.toContain(wrongPassword)
    expect(printed).not.toContain(secured.password)
  })

  it('a wrong password in KafkaStreams: it stops in ERROR with the typed error, the password nowhere', async () => {
    const logged: string[] = []
    const streams = new KafkaStreams(
      wordCountTopology('secured-in', 'secured-out'),
      {
        ...saslSsl,
        'application.id': 'wrong-password',
        'request.timeout.ms': timeoutMs,
        'sasl.jaas.config': jaasLine('scram', wrongPassword),
      },
      undefined,
      { logger: { warn: (m) => void logged.push(m), error: (m) => void logged.push(m) } },
    )
    const write = process.stderr.write.bind(process.stderr)
    process.stderr.write = (chunk: string | Uint8Array) => {
      logged.push(String(chunk))
      return true
    }
    const started = Date.now()
    let error: unknown
    try {
      error = await streams.start().then(
        () => streams.error,
        (e: unknown) => e,
      )
    } finally {
      process.stderr.write = write
    }
    expect(Date.now() - started).toBeLessThan(timeoutMs)
    expect(streams.state()).toBe('ERROR')
    const printed = `${inspect(error, { depth: Infinity })}\n${logged.join('\n')}`
    expect(printed).toContain('SaslAuthenticationFailed')
    expect(printed).not.toContain(wrongPassword)
    expect(printed).not.toContain(secured.password)
    await streams.close()
  })

  it('a wrong PLAIN password: the same', async () => {
    const { error, printed } = await failedConnect({
      ...saslSsl,
      'sasl.mechanism': 'PLAIN',
      'sasl.jaas.config': jaasLine('plain', wrongPassword),
    })
    expect(error).toMatchObject({ _tag: 'SaslAuthenticationFailed', retryable: false })
    expect(printed).not.toContain(wrongPassword)
  })

  it('a mechanism the listener does not enable: SaslAuthenticationFailed; one no client speaks: refused at once', async () => {
    const { error, elapsed } = await failedConnect({ ...saslSsl, 'sasl.mechanism': 'SCRAM-SHA-256' })
    expect(error).toMatchObject({ _tag: 'SaslAuthenticationFailed', retryable: false })
    expect(elapsed).toBeLessThan(timeoutMs)
    expect(() => new KafkajsClientSupplier({ ...saslSsl, 'sasl.mechanism': 'GSSAPI' })).toThrow(
      expect.objectContaining({ _tag: 'UnknownSaslMechanism' }),
    )
  })

  it('a malformed sasl.jaas.config: refused when KafkaStreams is built, without echoing it', () => {
    const jaas = jaasLine('scram', wrongPassword).replace('=', ' ')
    let thrown: unknown
    try {
      new KafkaStreams(wordCountTopology('in', 'out'), {
        ...saslSsl,
        'application.id': 'bad-jaas',
        'sasl.jaas.config': jaas,
      })
    } catch (e) {
      thrown = e
    }
    expect(thrown).toMatchObject({ _tag: 'StreamsConfig', key: 'sasl.jaas.config' })
    expect((thrown as Error).cause).toMatchObject({ _tag: 'MalformedJaasConfig' })
    expect(inspect(thrown, { depth: Infinity })).not.toContain(wrongPassword)
  })

  it('a trust store of another CA: a non-retryable SslAuthenticationFailed', async () => {
    const { error, elapsed } = await failedConnect({
      ...saslSsl,
      'ssl.truststore.location': secured.otherCaFile,
    })
    expect(error).toMatchObject({ _tag: 'SslAuthenticationFailed', retryable: false })
    expect(elapsed).toBeLessThan(timeoutMs)
  })

  // the broker just drops the connection, as one that is restarting would: BrokerNotAvailable, whose message says
  // the protocol may not match the listener
  it('PLAINTEXT to the TLS listener, and TLS to the PLAINTEXT listener: a typed error within the timeout', async () => {
    const plaintextToTls = await failedConnect({ 'bootstrap.servers': secured.bootstrapServers })
    expect(plaintextToTls.error._tag).toBe('BrokerNotAvailable')
    expect(plaintextToTls.elapsed).toBeLessThan(timeoutMs)
    const tlsToPlaintext = await failedConnect({ ...saslSsl, 'bootstrap.servers': inject('kafkaBootstrap') })
    expect(tlsToPlaintext.error._tag).toBe('BrokerNotAvailable')
    expect(tlsToPlaintext.elapsed).toBeLessThan(timeoutMs)
    expect(tlsToPlaintext.printed).not.toContain(secured.password)
  })

  it('OAUTHBEARER: the token provider authenticates (the listener accepts unsigned test tokens)', async () => {
    const encode = (o: object): string => Buffer.from(JSON.stringify(o)).toString('base64url')
    const now = Math.floor(Date.now() / 1000)
    const token = `${encode({ alg: 'none' })}.${encode({ sub: secured.username, iat: now, exp: now + 600 })}.`
    const supplier = new KafkajsClientSupplier({
      'bootstrap.servers': secured.bootstrapServers,
      'security.protocol': 'SASL_SSL',
      'ssl.truststore.location': secured.caFile,
      'sasl.mechanism': 'OAUTHBEARER',
      'sasl.oauthbearer.token.provider': () => Promise.resolve({ value: token }),
    })
    const admin = supplier.admin({ clientId: 'oauth' })
    await admin.connect()
    expect(Array.isArray(await admin.listTopics())).toBe(true)
    await admin.disconnect()
  })
})
