import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { InMemoryChangelogCollector } from '../../logging/InMemoryChangelogCollector.js'
import type { StateStore } from '../../StateStore.js'
import type { StateStoreContext } from '../../StateStoreContext.js'

/**
 * One window or session conformance test's world: a fresh state directory, a changelog collector, a settable
 * record timestamp; every store opened through it is closed at the end.
 * @example
 * await withStoreHarness(async (h) => { const s = await h.open(factory('w')) })()
 * @category model
 * @since 0.1.0
 */
export class StoreHarness {
  readonly stateDir = mkdtempSync(join(tmpdir(), 'tributary-window-conformance-'))
  readonly collector = new InMemoryChangelogCollector()
  /** What `recordTimestamp` returns. */
  timestamp = 0
  private readonly opened: StateStore[] = []

  /** The context stores are opened with (task `0_0`, partition 0, topic `app-store-changelog`). */
  get context(): StateStoreContext {
    const recordTimestamp = (): number => this.timestamp
    return {
      taskId: '0_0',
      partition: 0,
      stateDir: this.stateDir,
      collector: this.collector,
      changelogTopic: 'app-store-changelog',
      recordTimestamp,
    }
  }

  /** Opens `store` in this harness's context and remembers to close it. */
  async open<S extends StateStore>(store: S): Promise<S> {
    await store.init(this.context)
    this.opened.push(store)
    return store
  }

  /** Closes every store opened here. */
  async cleanup(): Promise<void> {
    for (const store of this.opened) await store.close()
  }
}

/**
 * Wraps a test body with a {@link StoreHarness} that is cleaned up afterwards.
 * @example
 * test('puts', withStoreHarness(async (h) => { ... }))
 * @category constructors
 * @since 0.1.0
 */
export const withStoreHarness = (body: (h: StoreHarness) => Promise<void>) => async (): Promise<void> => {
  const harness = new StoreHarness()
  try {
    await body(harness)
  } finally {
    await harness.cleanup()
  }
}
