import type { ChangelogOffset } from '../ChangelogOffset.js'
import { StoreCorruptedError } from '../StateStoreError.js'

/** Encodes changelog offsets for the store's metadata key. */
export const encodeOffsets = (offsets: readonly ChangelogOffset[]): Buffer =>
  Buffer.from(JSON.stringify(offsets.map((o) => [o.topic, o.partition, o.offset])), 'utf8')

const isEntry = (e: unknown): e is [string, number, number] =>
  Array.isArray(e) &&
  e.length === 3 &&
  typeof e[0] === 'string' &&
  Number.isInteger(e[1]) &&
  Number.isSafeInteger(e[2])

/** Decodes the metadata key; `undefined` (a new store) gives no offsets, unreadable bytes a `StoreCorruptedError`. */
export const decodeOffsets = (storeName: string, data: Buffer | undefined): readonly ChangelogOffset[] => {
  if (data === undefined) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(data.toString('utf8'))
  } catch (cause) {
    throw new StoreCorruptedError(`Store '${storeName}' has unreadable changelog offsets.`, storeName, {
      cause,
    })
  }
  if (!Array.isArray(parsed) || !parsed.every(isEntry)) {
    throw new StoreCorruptedError(`Store '${storeName}' has malformed changelog offsets.`, storeName)
  }
  return parsed.map(([topic, partition, offset]) => ({ topic, partition, offset }))
}
