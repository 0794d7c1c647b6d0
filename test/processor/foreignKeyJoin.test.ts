import { describe, expect, it } from 'vitest'
import { change } from '../../src/processor/Change.js'
import { Record } from '../../src/core/processorApi/Record.js'
import { combinedKeySerde, foreignKeyPrefixSerializer } from '../../src/serde/foreignKey/CombinedKey.js'
import { valueHash } from '../../src/serde/foreignKey/SubscriptionWrapper.js'
import { subscriptionWrapperSerde } from '../../src/serde/foreignKey/subscriptionWrapperSerde.js'
import { Serdes } from '../../src/serde/Serdes.js'
import { foreignKeyJoinProcessor } from '../../src/processor/processors/foreignKeyJoinProcessor.js'
import type { Serde } from '../../src/serde/Serde.js'
import type { ProcessorSpec } from '../../src/graph/ProcessorSpec.js'
import { ProcessorHarness, rec, testStore } from './processorHarness.js'

type Step = Extract<ProcessorSpec, { _tag: 'ForeignKeyJoin' }>['step']

const params = (leftJoin: boolean) => ({
  foreignKeyExtractor: (order: unknown) => String(order).split(':')[0],
  joiner: (o: unknown, c: unknown) => `${String(o)}/${String(c)}`,
  leftJoin,
  subscriptionStore: 'subs',
  getter: { _tag: 'StoreGetter' as const, store: 'table', kind: 'timestampedKeyValue' as const },
  registrationTopic: 'registration',
  responseTopic: 'response',
})
const STRING = Serdes.string()
const bytes = (s: string): Buffer => Buffer.from(s, 'utf8')
/** The harness's configuration: string serdes by default, as the join's steps fall back to them. */
const appConfigs = { 'application.id': 'app', 'default.key.serde': STRING, 'default.value.serde': STRING }

const step = (h: ProcessorHarness, s: Step, leftJoin = false) =>
  h.start(foreignKeyJoinProcessor({ _tag: 'ForeignKeyJoin', step: s, params: params(leftJoin) }, h.hooks))

describe('foreign-key join steps', () => {
  it('send: moving a row to another foreign key unsubscribes the old one (Kafka Streams 4.4 instructions)', () => {
    const h = new ProcessorHarness(appConfigs)
    const inner = step(h, 'subscriptionSend')
    inner.process(new Record('o1', change('c2:book', 'c1:book'), 3))
    inner.process(new Record('o2', change('c1:pen', null), 4))
    inner.process(new Record('o3', change(null, 'c1:cup'), 5))
    expect(h.take().map((o) => [o.key, (o.value as { instruction: string }).instruction])).toEqual([
      ['c1', 'DELETE_KEY_NO_PROPAGATE'],
      ['c2', 'PROPAGATE_NULL_IF_NO_FK_VAL_AVAILABLE'],
      ['c1', 'PROPAGATE_ONLY_IF_FK_VAL_AVAILABLE'],
      ['c1', 'DELETE_KEY_AND_PROPAGATE'],
    ])
    const left = step(h, 'subscriptionSend', true)
    left.process(new Record('o3', change(null, 'c1:cup'), 5))
    expect(h.take().map((o) => [o.key, (o.value as { instruction: string }).instruction])).toEqual([
      ['c1', 'DELETE_KEY_NO_PROPAGATE'],
      [null, 'PROPAGATE_NULL_IF_NO_FK_VAL_AVAILABLE'],
    ])
  })

  it('receive, foreign change and resolve: subscriptions are found by prefix, stale responses dropped', async () => {
    const h = await new ProcessorHarness(appConfigs).withStores(
      testStore('subs', 'timestampedKeyValue', {
        keySerde: combinedKeySerde as Serde<unknown>,
        valueSerde: subscriptionWrapperSerde as Serde<unknown>,
      }),
      testStore('table', 'timestampedKeyValue', { valueSerde: STRING as Serde<unknown> }),
    )
    const receive = step(h, 'subscriptionReceive')
    const wrapper = {
      hash: valueHash(bytes('c1:book')),
      instruction: 'PROPAGATE_ONLY_IF_FK_VAL_AVAILABLE',
      primaryKey: bytes('o1'),
      primaryPartition: 0,
    }
    receive.process(rec('c1', wrapper, 2))
    receive.process(rec('c10', { ...wrapper, primaryKey: bytes('o9') }, 2))
    h.take()
    const foreign = step(h, 'foreignTableJoin')
    foreign.process(new Record('c1', change('Alice', null), 7))
    const responses = h.take()
    expect(responses).toEqual([
      {
        key: 'o1',
        value: { hash: wrapper.hash, foreignValue: bytes('Alice'), primaryPartition: 0 },
        timestamp: 7,
      },
    ])
    const table = h.stores.get('table') as unknown as { put(k: unknown, v: unknown): void }
    table.put('o1', { value: 'c1:book', timestamp: 2 })
    const resolve = step(h, 'resolve')
    resolve.process(rec('o1', responses[0]?.value, 7))
    resolve.process(
      rec('o1', { hash: valueHash(bytes('c1:old')), foreignValue: bytes('Alice'), primaryPartition: 0 }, 8),
    )
    expect(h.take()).toEqual([{ key: 'o1', value: 'c1:book/Alice', timestamp: 7 }])
  })

  it('a step whose serdes are neither given nor configured fails with MissingSerde, naming the join', () => {
    const h = new ProcessorHarness({ 'application.id': 'app' })
    let failure: unknown
    try {
      step(h, 'subscriptionSend')
    } catch (error) {
      failure = error
    }
    expect((failure as { _tag?: string })._tag).toBe('MissingSerde')
    expect(String((failure as Error).message)).toContain("'default.key.serde'")
  })

  it('prefix bytes of a foreign key start every combined key with it', () => {
    const prefix = foreignKeyPrefixSerializer.serialize('t', bytes('c1'))
    const key = combinedKeySerde.serializer.serialize('t', {
      foreignKey: bytes('c1'),
      primaryKey: bytes('o1'),
    })
    expect(key.subarray(0, prefix.length).equals(prefix)).toBe(true)
    expect(combinedKeySerde.deserializer.deserialize('t', key)).toEqual({
      foreignKey: bytes('c1'),
      primaryKey: bytes('o1'),
    })
  })
})
