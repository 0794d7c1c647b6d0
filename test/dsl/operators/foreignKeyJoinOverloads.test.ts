import { describe, expect, it } from 'vitest'
import { Consumed, Materialized, Serdes, StreamsBuilder, TableJoined } from '../../../src/index.js'
import { join, to, toStream } from '../../../src/operators.js'
import { TopologyTestDriver } from '../../../src/testing/index.js'

const strings = Consumed.with(Serdes.string(), Serdes.string())

const run = async (build: (builder: StreamsBuilder) => void) => {
  const builder = new StreamsBuilder()
  build(builder)
  const topology = builder.build()
  const driver = await TopologyTestDriver.create(topology, {
    'application.id': 'fk-overloads',
    'default.key.serde': Serdes.string(),
    'default.value.serde': Serdes.string(),
  })
  const orders = driver.createInputTopic('orders', Serdes.string(), Serdes.string())
  const customers = driver.createInputTopic('customers', Serdes.string(), Serdes.string())
  const out = driver.createOutputTopic('out', Serdes.string(), Serdes.string())
  customers.pipeInput('c1', 'alice', 1)
  customers.pipeInput('c2', 'bob', 1)
  orders.pipeInput('c1:o1', 'book', 2)
  orders.pipeInput('c2:o2', 'pen', 3)
  const result = out.readKeyValuesToList()
  return { topology, driver, result }
}

describe('foreign-key join overloads (Java argument positions)', () => {
  it('a (key, value) extractor reads the foreign key from the row key', async () => {
    const { driver, result } = await run((b) => {
      const customers = b.table('customers', strings)
      b.table('orders', strings).pipe(
        join(
          customers,
          (orderId: string, _order: string) => orderId.split(':')[0]!,
          (o, c) => `${o}/${c}`,
        ),
        toStream(),
        to('out'),
      )
    })
    expect(result).toEqual([
      { key: 'c1:o1', value: 'book/alice' },
      { key: 'c2:o2', value: 'pen/bob' },
    ])
    await driver.close()
  })

  it('a Materialized in fourth position names and creates the result store', async () => {
    const { topology, driver, result } = await run((b) => {
      const customers = b.table('customers', strings)
      b.table('orders', strings).pipe(
        join(
          customers,
          (orderId: string, _order: string) => orderId.split(':')[0]!,
          (o, c) => `${o}/${c}`,
          Materialized.as<string, string>('joined'),
        ),
        toStream(),
        to('out'),
      )
    })
    expect(result).toHaveLength(2)
    expect(topology.stores.has('joined')).toBe(true)
    expect(driver.getKeyValueStore<string, string>('joined')?.get('c2:o2')).toBe('pen/bob')
    await driver.close()
  })

  it('a TableJoined then a Materialized still name the join and the store', async () => {
    const { topology, driver } = await run((b) => {
      const customers = b.table('customers', strings)
      b.table('orders', strings).pipe(
        join(
          customers,
          (order: string) => order,
          (o, c) => `${o}/${c}`,
          TableJoined.as('fk'),
          Materialized.as('joined'),
        ),
        toStream(),
        to('out'),
      )
    })
    expect(topology.stores.has('joined')).toBe(true)
    expect(topology.nodes.some((n) => n.name === 'fk-subscription-registration-sink')).toBe(true)
    await driver.close()
  })
})
