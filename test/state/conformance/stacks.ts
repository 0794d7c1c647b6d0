import type { Serde } from '../../../src/serde/Serde.js'
import type { AbstractKeyValueBytesStore } from '../../../src/state/AbstractKeyValueBytesStore.js'
import type { KeyValueStoreFactory } from '../../../src/state/conformance/ConformanceHarness.js'
import { MeteredKeyValueStore } from '../../../src/state/metered/MeteredKeyValueStore.js'

/** A conformance factory that puts the metered (serde) layer over a byte-level stack. */
export const metered =
  (stack: (name: string) => AbstractKeyValueBytesStore): KeyValueStoreFactory =>
  <K, V>(name: string, serdes: { key: Serde<K>; value: Serde<V> }) =>
    new MeteredKeyValueStore(stack(name), { ...serdes, topic: name })
