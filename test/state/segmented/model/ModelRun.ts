import assert from 'node:assert/strict'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import type { KeyValueIterator } from '../../../../src/state/KeyValueIterator.js'
import type { StateStore } from '../../../../src/state/StateStore.js'
import type { StateStoreContext } from '../../../../src/state/StateStoreContext.js'
import type { RetentionModel } from './RetentionModel.js'

/** A store stack a model property runs against. */
export interface ModelTarget<S> {
  readonly make: () => S
  readonly transactional: boolean
  readonly persistent: boolean
  readonly numRuns: number
}

/** The lifecycle operations every model property mixes in. */
export type LifecycleOp = { readonly t: 'step' | 'commit' | 'abort' | 'flush' | 'reopen' }

/** Arbitrary lifecycle operations (live-iterator steps weigh more). */
export const lifecycleOps: fc.Arbitrary<LifecycleOp>[] = [
  fc.record({ t: fc.constant('step' as const) }),
  fc.record({ t: fc.constant('step' as const) }),
  fc.record({ t: fc.constantFrom('commit' as const, 'abort' as const, 'flush' as const, 'reopen' as const) }),
]

/**
 * One run of a model property: the store under test, the reference model, and at most one open live iterator
 * whose steps are checked against the model's rows after the last one returned.
 */
export class ModelRun<S extends StateStore, R, K, V, P> {
  store: S
  private readonly context: StateStoreContext
  private cursor: { it: KeyValueIterator<K, V>; query: () => R[]; back: boolean; last?: R } | undefined

  constructor(
    private readonly target: ModelTarget<S>,
    readonly model: RetentionModel<R>,
    /** What is compared of a store row. */
    private readonly fromStore: (row: { key: K; value: V }) => P,
    /** What is compared of a model row. */
    private readonly fromModel: (row: R) => P,
  ) {
    this.store = target.make()
    this.context = {
      taskId: '0_0',
      partition: 0,
      stateDir: mkdtempSync(join(tmpdir(), 'tributary-model-')),
      recordTimestamp: () => 0,
    }
  }

  async start(): Promise<void> {
    await this.store.init(this.context)
  }

  /** Asserts that a whole scan returns `expected` (reversed when `back`). */
  check(it: KeyValueIterator<K, V>, expected: R[], back: boolean): void {
    const rows = expected.map(this.fromModel)
    assert.deepEqual([...it].map(this.fromStore), back ? rows.reverse() : rows)
  }

  /** Opens the live iterator that `step` checks. */
  open(it: KeyValueIterator<K, V>, query: () => R[], back: boolean): void {
    this.cursor?.it.close()
    this.cursor = { it, query, back }
  }

  async lifecycle(op: LifecycleOp): Promise<void> {
    switch (op.t) {
      case 'step':
        return this.step()
      case 'commit':
        await this.store.commit([])
        return this.model.commit()
      case 'abort':
        this.store.abort()
        return this.model.abort()
      case 'flush':
        return this.store.flush()
      case 'reopen':
        if (!this.target.persistent) return
        this.cursor?.it.close()
        this.cursor = undefined
        await this.store.close()
        this.store = this.target.make()
        await this.store.init(this.context)
        return this.model.reopen()
      default: {
        const never: never = op.t
        throw new Error(String(never))
      }
    }
  }

  async finish(all: () => KeyValueIterator<K, V>): Promise<void> {
    try {
      this.check(all(), this.model.visible(), false)
    } finally {
      this.cursor?.it.close()
      await this.store.close()
    }
  }

  private step(): void {
    const cursor = this.cursor
    if (cursor === undefined) return
    const { last, back } = cursor
    const rows = back ? cursor.query().reverse() : cursor.query()
    const order = (a: R, b: R) => this.model.order(a, b)
    const expected = rows.find((r) => last === undefined || (back ? order(r, last) < 0 : order(r, last) > 0))
    assert.equal(cursor.it.hasNext(), expected !== undefined)
    if (expected === undefined) return
    assert.deepEqual(this.fromStore(cursor.it.next()), this.fromModel(expected))
    cursor.last = expected
  }
}

/** The four stacks model properties run on: memory bare, memory full stack, LevelDB full stack, LevelDB plain. */
export const modelTargets = <S>(
  build: (persistent: boolean, caching: boolean, config: Record<string, unknown>) => S,
): Record<string, ModelTarget<S>> => {
  const bare = { 'statestore.transactional.enabled': false }
  const smallCache = { 'statestore.cache.max.bytes': 300 }
  return {
    'memory, bare': {
      make: () => build(false, false, bare),
      transactional: false,
      persistent: false,
      numRuns: 200,
    },
    'memory, small cache, logged, transactional': {
      make: () => build(false, true, smallCache),
      transactional: true,
      persistent: false,
      numRuns: 200,
    },
    'LevelDB, cached, logged, transactional': {
      make: () => build(true, true, smallCache),
      transactional: true,
      persistent: true,
      numRuns: 40,
    },
    'LevelDB, not transactional': {
      make: () => build(true, false, bare),
      transactional: false,
      persistent: true,
      numRuns: 40,
    },
  }
}
