import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { InMemoryChangelogCollector } from '../logging/InMemoryChangelogCollector.js'
import type { StateStore } from '../StateStore.js'
import type { StateStoreContext } from '../StateStoreContext.js'

/**
 * What every conformance harness holds for one test: a fresh state directory, a changelog collector, a
 * settable record timestamp, and the stores opened in them, all closed by `cleanup`.
 * @example
 * class WindowHarness extends StoreHarnessBase { constructor() { super('tributary-window-') } }
 * @category State stores
 * @since 0.1.0
 */
export abstract class StoreHarnessBase {
  readonly stateDir: string
  readonly collector = new InMemoryChangelogCollector()
  /** What `recordTimestamp` returns. */
  timestamp = 0
  private readonly opened: StateStore[] = []

  constructor(stateDirPrefix: string) {
    this.stateDir = mkdtempSync(join(tmpdir(), stateDirPrefix))
  }

  /**
   * Runs `body` with `harness`, then closes every store it opened, whether `body` failed or not.
   * @example
   * await StoreHarnessBase.run(new StoreHarness(), async (h) => { ... })
   */
  static async run<H extends StoreHarnessBase>(harness: H, body: (h: H) => Promise<void>): Promise<void> {
    try {
      await body(harness)
    } finally {
      await harness.cleanup()
    }
  }

  /** The context stores are opened with (task `0_0`, partition 0, topic `app-store-changelog`). */
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

  /** Closes every store opened here. */
  async cleanup(): Promise<void> {
    for (const store of this.opened) await store.close()
  }

  /** Opens `store` in this harness's context and remembers to close it. */
  protected async openStore<S extends StateStore>(store: S): Promise<S> {
    await store.init(this.context)
    this.opened.push(store)
    return store
  }
}
