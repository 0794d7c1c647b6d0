import { StoreHarnessBase } from '../../conformance/StoreHarnessBase.js'
import type { StateStore } from '../../StateStore.js'

/**
 * One window or session conformance test's world: a fresh state directory, a changelog collector, a settable
 * record timestamp; every store opened through it is closed at the end.
 * @example
 * await withStoreHarness(async (h) => { const s = await h.open(factory('w')) })()
 * @category State stores
 * @since 0.1.0
 */
export class StoreHarness extends StoreHarnessBase {
  constructor() {
    super('tributary-window-conformance-')
  }

  /** Opens `store` in this harness's context and remembers to close it. */
  open<S extends StateStore>(store: S): Promise<S> {
    return this.openStore(store)
  }
}

/**
 * Wraps a test body with a {@link StoreHarness} that is cleaned up afterwards.
 * @example
 * test('puts', withStoreHarness(async (h) => { ... }))
 * @category State stores
 * @since 0.1.0
 */
export const withStoreHarness = (body: (h: StoreHarness) => Promise<void>) => async (): Promise<void> => {
  await StoreHarnessBase.run(new StoreHarness(), body)
}
