import type { Serde } from '../../serde/Serde.js'
import { Serdes } from '../../serde/Serdes.js'
import type { KeyValueStore } from '../KeyValueStore.js'
import type { KeyValueStoreSupports } from './KeyValueStoreSupports.js'
import { StoreHarnessBase } from './StoreHarnessBase.js'

/**
 * Makes a new, unopened typed store called `name` with the given serdes.
 * @category Testing
 */
export type KeyValueStoreFactory = <K, V>(
  name: string,
  serdes: { key: Serde<K>; value: Serde<V> },
) => KeyValueStore<K, V>

/**
 * Registers one test case (vitest's `it`, node:test's `test`, tape, ...).
 * @category Testing
 */
export type TestFunction = (name: string, fn: () => Promise<void>) => void

/**
 * One test's world: a state directory, a collector, a settable record timestamp, and helpers to open stores in
 * them. Suites built on it close every store they opened.
 * @example
 * const h = new ConformanceHarness(factory, supports)
 * const store = await h.open()
 * @category State stores
 * @since 0.1.0
 */
export class ConformanceHarness extends StoreHarnessBase {
  constructor(
    readonly factory: KeyValueStoreFactory,
    readonly supports: KeyValueStoreSupports,
  ) {
    super('tributary-conformance-')
  }

  /** Makes and opens a store of strings (or of the given serdes). */
  async open(name?: string): Promise<KeyValueStore<string, string>>
  async open<K, V>(name: string, serdes: { key: Serde<K>; value: Serde<V> }): Promise<KeyValueStore<K, V>>
  async open<K, V>(
    name = 'store',
    serdes?: { key: Serde<K>; value: Serde<V> },
  ): Promise<KeyValueStore<K, V>> {
    return this.openStore(
      this.factory(name, serdes ?? ({ key: Serdes.string(), value: Serdes.string() } as never)),
    )
  }
}

/** Wraps a test body with a harness that is cleaned up afterwards. */
export const withHarness =
  (
    factory: KeyValueStoreFactory,
    supports: KeyValueStoreSupports,
    body: (h: ConformanceHarness) => Promise<void>,
  ) =>
  async (): Promise<void> => {
    await StoreHarnessBase.run(new ConformanceHarness(factory, supports), body)
  }
