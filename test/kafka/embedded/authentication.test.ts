import { inspect } from 'node:util'
import { describe, expect, it } from 'vitest'
import { EmbeddedKafka } from '../../../src/kafka/embedded/EmbeddedKafka.js'
import { Secret } from '../../../src/kafka/security/Secret.js'
import { KafkaStreams } from '../../../src/runtime/KafkaStreams.js'
import { wordCountTopology } from '../../runtime/thread/wordCountApp.js'

const password = 'app-secret-never-printed'
const scram = (pw: string) => ({
  'security.protocol': 'SASL_PLAINTEXT',
  'sasl.mechanism': 'SCRAM-SHA-512',
  'sasl.jaas.config': Secret.of(
    `org.apache.kafka.common.security.scram.ScramLoginModule required username="app" password="${pw}";`,
  ),
})

const rejection = async (connect: () => Promise<void>): Promise<unknown> =>
  connect().then(
    () => undefined,
    (e: unknown) => e,
  )

describe('EmbeddedKafka authentication', () => {
  it('takes PLAINTEXT clients when it has no users, and refuses SASL and TLS settings when a client is built', async () => {
    const kafka = new EmbeddedKafka()
    const admin = kafka.admin()
    await admin.connect()
    await admin.disconnect()
    expect(() => kafka.producer({ clientId: 'p', settings: scram(password) })).toThrow(
      expect.objectContaining({ _tag: 'UnsupportedSecuritySetting', key: 'security.protocol' }),
    )
    expect(() => kafka.admin({ settings: { 'security.protocol': 'SSL' } })).toThrow(
      expect.objectContaining({ _tag: 'UnsupportedSecuritySetting' }),
    )
  })

  it('checks SCRAM and PLAIN credentials at connect when it has users', async () => {
    const kafka = new EmbeddedKafka({ users: [{ username: 'app', password, mechanism: 'SCRAM-SHA-512' }] })
    const good = kafka.producer({ clientId: 'good', settings: scram(password) })
    await good.connect()
    await good.disconnect()
    const wrong = await rejection(() =>
      kafka.consumer({ clientId: 'c', groupId: 'g', settings: scram('not-it') }).connect(),
    )
    expect(wrong).toMatchObject({ _tag: 'SaslAuthenticationFailed', retryable: false })
    expect(inspect(wrong, { depth: Infinity })).not.toContain(password)
    expect(inspect(wrong, { depth: Infinity })).not.toContain('not-it')
    const plain = {
      'security.protocol': 'SASL_PLAINTEXT',
      'sasl.mechanism': 'PLAIN',
      'sasl.jaas.config': Secret.of(
        `org.apache.kafka.common.security.plain.PlainLoginModule required username="app" password="${password}";`,
      ),
    }
    // the user may use SCRAM-SHA-512 only
    expect(await rejection(() => kafka.admin({ settings: plain }).connect())).toMatchObject({
      _tag: 'SaslAuthenticationFailed',
    })
    expect(await rejection(() => kafka.assignedConsumer({ clientId: 'a' }).connect())).toMatchObject({
      _tag: 'SaslAuthenticationFailed',
    })
  })

  it('stops KafkaStreams with the authentication error when its password is wrong', async () => {
    const kafka = new EmbeddedKafka({ users: [{ username: 'app', password }] })
    const admin = kafka.admin({ settings: scram(password) })
    await admin.connect()
    await admin.createTopics([
      { topic: 'in', numPartitions: 1 },
      { topic: 'out', numPartitions: 1 },
    ])
    await admin.disconnect()
    const streams = new KafkaStreams(
      wordCountTopology('in', 'out'),
      { 'application.id': 'auth', ...scram('wrong') },
      kafka,
      { logger: { warn: () => undefined, error: () => undefined } },
    )
    const failed = await rejection(() => streams.start())
    const error = failed ?? streams.error
    expect(inspect(error, { depth: Infinity })).toContain('SaslAuthenticationFailed')
    expect(streams.state()).toBe('ERROR')
    await streams.close()
  })
})
