import { describe, expect, it } from 'vitest'
import { KafkajsClientSupplier } from '../../../src/kafka/kafkajs/KafkajsClientSupplier.js'

describe('KafkajsClientSupplier', () => {
  it('refuses invalid settings with InvalidConfiguration', () => {
    expect(() => new KafkajsClientSupplier({ 'bootstrap.servers': 'nowhere' })).toThrow(
      expect.objectContaining({ _tag: 'InvalidConfiguration' }),
    )
  })

  it('refuses static membership, which kafkajs cannot do', () => {
    const supplier = new KafkajsClientSupplier({ 'bootstrap.servers': '127.0.0.1:9092' })
    expect(() => supplier.consumer({ clientId: 'c', groupId: 'g', groupInstanceId: 'i-1' })).toThrow(
      expect.objectContaining({ _tag: 'InvalidConfiguration' }),
    )
  })

  it('builds clients without connecting, and they refuse work before connect()', async () => {
    const supplier = new KafkajsClientSupplier({ 'bootstrap.servers': '127.0.0.1:9092' })
    expect(supplier.config['client.id']).toBe('tributary')
    const producer = supplier.producer({ clientId: 'p' })
    await expect(producer.send([{ topic: 't', key: null, value: null }])).rejects.toMatchObject({
      _tag: 'ClientNotConnected',
    })
    const consumer = supplier.consumer({ clientId: 'c', groupId: 'g' })
    await expect(consumer.poll(0)).rejects.toMatchObject({ _tag: 'ClientNotConnected' })
    const reader = supplier.assignedConsumer({ clientId: 'r' })
    expect(() => reader.seek({ topic: 't', partition: 0, offset: 0 })).toThrow(
      expect.objectContaining({ _tag: 'ClientNotConnected' }),
    )
    await expect(supplier.admin().listTopics()).rejects.toMatchObject({ _tag: 'ClientNotConnected' })
  })
})
