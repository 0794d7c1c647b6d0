import { change, type Change } from '../../processor/Change.js'
import type { Serde } from '../../serde/Serde.js'

const NONE = 0xffffffff

const write = (serde: Serde<unknown>, topic: string, value: unknown): Buffer | null =>
  value === null || value === undefined ? null : serde.serializer.serialize(topic, value)

/**
 * Frames a KTable {@link Change} (new and old value) into one record value, for the repartition topic of
 * `KGroupedTable` aggregations: `[newLength u32][new][oldLength u32][old]`, `0xffffffff` for an absent side.
 * @example
 * const serde = changeSerde(Serdes.string())
 * serde.deserializer.deserialize('t', serde.serializer.serialize('t', { newValue: 'a', oldValue: null }))
 * @category Running
 * @since 0.1.0
 */
export const changeSerde = (inner: Serde<unknown>): Serde<Change<unknown>> => ({
  serializer: {
    serialize: (topic, data) => {
      const n = write(inner, topic, data.newValue)
      const o = write(inner, topic, data.oldValue)
      const out = Buffer.alloc(8 + (n?.length ?? 0) + (o?.length ?? 0))
      let at = out.writeUInt32BE(n === null ? NONE : n.length, 0)
      if (n !== null) at += n.copy(out, at)
      at = out.writeUInt32BE(o === null ? NONE : o.length, at)
      if (o !== null) o.copy(out, at)
      return out
    },
  },
  deserializer: {
    deserialize: (topic, data) => {
      const read = (at: number): [unknown, number] => {
        const length = data.readUInt32BE(at)
        if (length === NONE) return [null, at + 4]
        const bytes = data.subarray(at + 4, at + 4 + length)
        return [inner.deserializer.deserialize(topic, bytes), at + 4 + length]
      }
      const [newValue, next] = read(0)
      const [oldValue] = read(next)
      return change(newValue, oldValue)
    },
  },
})
