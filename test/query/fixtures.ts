import { Serdes } from '../../src/serde/Serdes.js'
import { Stores } from '../../src/state/Stores.js'
import type { MeteredKeyValueStore } from '../../src/state/metered/MeteredKeyValueStore.js'

/** A real in-memory key-value store (string -> number) holding `rows`, opened and ready. */
export const openStore = async (
  rows: Readonly<Record<string, number>>,
  name = 'counts',
): Promise<MeteredKeyValueStore<string, number>> => {
  const store = Stores.keyValueStoreBuilder(
    Stores.inMemoryKeyValueStore(name),
    Serdes.string(),
    Serdes.long(),
  )
    .withLoggingDisabled()
    .build()
  await store.init({ taskId: '0_0', partition: 0, stateDir: '', recordTimestamp: () => 0 })
  for (const [k, v] of Object.entries(rows)) store.put(k, v)
  return store
}
