import { UnsupportedProcessorError } from '../../errors/TaskError.js'
import { absurd } from '../../core/absurd.js'
import type { Windowed } from '../../core/windows/Windowed.js'
import type { KeyValueStore } from '../../state/KeyValueStore.js'
import type { SessionStore } from '../../state/SessionStore.js'
import type { TimestampedKeyValueStore } from '../../state/TimestampedKeyValueStore.js'
import type { ValueAndTimestamp } from '../../state/ValueAndTimestamp.js'
import type { TimestampedWindowStore, WindowStore } from '../../state/WindowStore.js'
import type { TableGetter, TableView } from '../../graph/ProcessorSpec.js'
import { isVersionedKeyValueStore } from '../../state/versioned/VersionedKeyValueStore.js'
import type { ProcessorContext } from '../../core/processorApi/ProcessorContext.js'
import type { TimeOrderedKeyValueBuffer } from './TimeOrderedKeyValueBuffer.js'

/**
 * Reads a table's value and timestamp by key (`undefined` when absent): its latest, or for a versioned table with
 * `asOf`, the value valid at that time.
 */
export type TableValueGetter = (key: unknown, asOf?: number) => ValueAndTimestamp<unknown> | undefined

const present = (v: unknown): boolean => v !== null && v !== undefined

const viewGetter =
  (view: TableView, parent: TableValueGetter): TableValueGetter =>
  (key, asOf) => {
    const found = parent(key, asOf)
    if (found === undefined) return undefined
    if (view._tag === 'TableFilter') {
      const predicate = view.predicate
      return predicate(key, found.value) !== view.negate ? found : undefined
    }
    const mapper = view.mapper
    const value = mapper(found.value, key)
    return present(value) ? { value, timestamp: found.timestamp } : undefined
  }

/**
 * Java's `KTableKTable{Inner,Left,Outer}JoinValueGetter`: both sides' current values, joined as the join
 * processor joins them, at the larger timestamp of the values present.
 */
const joinGetter = (
  getter: Extract<TableGetter, { _tag: 'JoinGetter' }>,
  thisSide: TableValueGetter,
  otherSide: TableValueGetter,
): TableValueGetter => {
  const joiner = getter.joiner
  return (key) => {
    const mine = thisSide(key)
    if (mine === undefined && getter.join !== 'outer') return undefined
    const other = otherSide(key)
    if (other === undefined && (getter.join === 'inner' || mine === undefined)) return undefined
    const value = joiner(mine?.value ?? null, other?.value ?? null, key)
    const timestamp = Math.max(
      mine?.timestamp ?? Number.MIN_SAFE_INTEGER,
      other?.timestamp ?? Number.MIN_SAFE_INTEGER,
    )
    return { value, timestamp }
  }
}

/** A store's reader by its kind: key-value stores by key, window and session stores by the windowed key. */
const storeGetter = (
  context: ProcessorContext<unknown, unknown>,
  getter: Extract<TableGetter, { _tag: 'StoreGetter' }>,
): TableValueGetter => {
  switch (getter.kind) {
    case 'timestampedKeyValue':
    case 'versionedKeyValue': {
      const store = context.getStateStore<TimestampedKeyValueStore<unknown, unknown>>(getter.store)
      // a versioned table answers as of a time (KIP-914's timestamp-synchronized lookups); any other, its latest
      return isVersionedKeyValueStore(store)
        ? (key, asOf) => store.get(key, asOf) ?? undefined
        : (key) => store.get(key) ?? undefined
    }
    case 'keyValue': {
      // a plain store keeps no timestamps: its values read as Java's adapter reads them, at -1
      const store = context.getStateStore<KeyValueStore<unknown, unknown>>(getter.store)
      return (key) => {
        const value = store.get(key)
        return present(value) ? { value, timestamp: -1 } : undefined
      }
    }
    case 'timestampedWindow': {
      const store = context.getStateStore<TimestampedWindowStore<unknown, unknown>>(getter.store)
      return (key) => {
        const w = key as Windowed<unknown>
        return store.fetch(w.key, w.window.start) ?? undefined
      }
    }
    case 'window': {
      const store = context.getStateStore<WindowStore<unknown, unknown>>(getter.store)
      return (key) => {
        const w = key as Windowed<unknown>
        const value = store.fetch(w.key, w.window.start)
        return present(value) ? { value, timestamp: w.window.end } : undefined
      }
    }
    case 'session': {
      // Java's KTableSessionWindowValueGetter: the session's aggregate, at the session's end
      const store = context.getStateStore<SessionStore<unknown, unknown>>(getter.store)
      return (key) => {
        const w = key as Windowed<unknown>
        const value = store.fetchSession(w.key, w.window.start, w.window.end)
        return present(value) ? { value, timestamp: w.window.end } : undefined
      }
    }
    case 'timeOrderedBuffer':
      throw new UnsupportedProcessorError(
        `The suppression buffer ${getter.store} is read only through the suppressed table's value getter.`,
        getter.store,
        'TableValueGetter',
      )
    default:
      return absurd(getter.kind)
  }
}

/**
 * Builds the value getter the plan decided for a table (Kafka Streams' `KTableValueGetter`): its own store, or,
 * through its parents, a `filter`/`mapValues` view, a table-table join of both sides' values, or a suppressed
 * table's held-back value before its parent's. `undefined` (a step that reads no table) is refused with an
 * `UnsupportedProcessorError` naming the processor kind.
 * @example
 * const getter = tableValueGetter(context, spec.tableGetter, 'StreamTableJoin')
 * @category Building topologies
 * @since 0.1.0
 */
export const tableValueGetter = (
  context: ProcessorContext<unknown, unknown>,
  getter: TableGetter | undefined,
  kind: string,
): TableValueGetter => {
  if (getter === undefined) {
    throw new UnsupportedProcessorError(`A ${kind} has no table to read.`, kind, kind)
  }
  const build = (g: TableGetter): TableValueGetter => {
    switch (g._tag) {
      case 'StoreGetter':
        return storeGetter(context, g)
      case 'ViewGetter':
        return viewGetter(g.view, build(g.parent))
      case 'JoinGetter':
        return joinGetter(g, build(g.thisSide), build(g.otherSide))
      case 'SuppressGetter': {
        const buffer = context.getStateStore<TimeOrderedKeyValueBuffer>(g.buffer)
        const parent = build(g.parent)
        return (key) => {
          const held = buffer.priorValueForBuffered(key)
          return held === undefined ? parent(key) : (held ?? undefined)
        }
      }
      default:
        return absurd(g)
    }
  }
  return build(getter)
}
