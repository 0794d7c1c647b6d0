/**
 * A windowed stream-stream outer join whose stores are chosen with `StreamJoined`: an in-memory window store
 * supplier for this side (the shared store of unmatched records takes its name and backend), and the DSL store
 * suppliers for the other side. Runs in the test driver, no broker needed:
 * `npx tsx examples/streamStreamJoinStores.ts`.
 */
import {
  BuiltInDslStoreSuppliers,
  JoinWindows,
  outerJoin,
  Serdes,
  StreamJoined,
  Stores,
  StreamsBuilder,
  to,
} from 'tributary-streams'
import { TopologyTestDriver } from 'tributary-streams/testing'

const windows = JoinWindows.ofTimeDifferenceAndGrace(5_000, 1_000)
const strings = { key: Serdes.string(), value: Serdes.string() }

const builder = new StreamsBuilder()
const orders = builder.stream('orders', strings)
const payments = builder.stream('payments', strings)
orders.pipe(
  outerJoin(
    payments,
    (order: string | null, payment: string | null) => `${order ?? 'no order'} / ${payment ?? 'no payment'}`,
    windows,
    StreamJoined.with(Serdes.string(), Serdes.string(), Serdes.string())
      // a supplier must match the windows: retention = size + grace, window size = size, duplicates kept
      .withThisStoreSupplier(
        Stores.inMemoryWindowStore(
          'order-buffer',
          windows.size() + windows.gracePeriodMs(),
          windows.size(),
          true,
        ),
      )
      // the stores no supplier gives (here the other side's) are built on this backend
      .withDslStoreSuppliers(BuiltInDslStoreSuppliers.IN_MEMORY),
  ),
  to('settlements', strings),
)

const topology = builder.build()
for (const [name, store] of topology.stores) {
  console.log(`${name}: ${store.kind}, ${store.persistent ? 'LevelDB' : 'in memory'}`)
}

const driver = await TopologyTestDriver.create(topology, { 'application.id': 'join-stores-example' })
const orderInput = driver.createInputTopic('orders', Serdes.string(), Serdes.string())
const paymentInput = driver.createInputTopic('payments', Serdes.string(), Serdes.string())
const settlements = driver.createOutputTopic('settlements', Serdes.string(), Serdes.string())
orderInput.pipeInput('order-1', 'book', 1_000)
paymentInput.pipeInput('order-1', '12 EUR', 3_000)
orderInput.pipeInput('order-2', 'pen', 4_000)
paymentInput.pipeInput('order-3', '5 EUR', 20_000) // advances stream time: order-2 is emitted unmatched
for (const { key, value, timestamp } of settlements.readRecordsToList())
  console.log(`${key} @${timestamp}: ${value}`)
await driver.close()
