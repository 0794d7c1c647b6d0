import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Serde } from '../../serde/Serde.js'
import { Serdes } from '../../serde/Serdes.js'
import type { KeyValueStore } from '../KeyValueStore.js'
import { InMemoryChangelogCollector } from '../logging/InMemoryChangelogCollector.js'
import type { StateStoreContext } from '../StateStoreContext.js'
import type { KeyValueStoreSupports } from './KeyValueStoreSupports.js'

/** Makes a new, unopened typed store called `name` with the given serdes. */
export type KeyValueStoreFactory = <K, V>(
  name: string,
  serdes: { key: Serde<K>; value: Serde<V> },
) => KeyValueStore<K, V>

/** Registers one test case (vitest's `it`, node:test's `test`, tape, ...). */
export type TestFunction = (name: string, fn: () => Promise<void>) => void

/**
 * One test's world: a state directory, a collector, a settable record timestamp, and helpers to open stores in
 * them. Suites built on it close every store they opened.
 * @example
 * const h = new ConformanceHarness(factory, supports)
 * const store = await h.open()
 * @category model
 * @since 0.1.0
 */
export class ConformanceHarness {
  readonly stateDir = mkdtempSync(join(tmpdir(), 'tributary-conformance-'))
  readonly collector = new InMemoryChangelogCollector()
  timestamp = 0
  private readonly opened: KeyValueStore<unknown, unknown>[] = []

  constructor(
    readonly factory: KeyValueStoreFactory,
    readonly supports: KeyValueStoreSupports,
  ) {}

  /** The context stores of this test are opened with. */
  get context(): StateStoreContext {
    return {
      taskId: '0_0',
      partition: 0,
      stateDir: this.stateDir,
      collector: this.collector,
      changelogTopic: 'app-store-changelog',
      recordTimestamp: () => this.timestamp,
    }
  }

  /** Makes and opens a store of strings (or of the given serdes). */
  async open(name?: string): Promise<KeyValueStore<string, string>>
  async open<K, V>(name: string, serdes: { key: Serde<K>; value: Serde<V> }): Promise<KeyValueStore<K, V>>
  async open<K, V>(
    name = 'store',
    serdes?: { key: Serde<K>; value: Serde<V> },
  ): Promise<KeyValueStore<K, V>> {
    const store = this.factory(name, serdes ?? ({ key: Serdes.string(), value: Serdes.string() } as never))
    await store.init(this.context)
    this.opened.push(store)
    return store
  }

  /** Closes every store this harness opened. */
  async cleanup(): Promise<void> {
    for (const store of this.opened) await store.close()
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
    const harness = new ConformanceHarness(factory, supports)
    try {
      await body(harness)
    } finally {
      await harness.cleanup()
    }
  }
