/**
 * Kafka's default partitioning of keyed records: murmur2 of the key bytes, made positive, modulo the partition
 * count. Byte-compatible with the Java client, so Tributary and Java applications agree on where a key lives
 * (both adapters and the query metadata use this one function).
 * @since 0.1.0
 */

const SEED = 0x9747b28c
const M = 0x5bd1e995

/** Kafka's 32-bit murmur2 hash (signed, as Java returns it). */
export const murmur2 = (data: Uint8Array): number => {
  const length = data.length
  let h = SEED ^ length
  const whole = length & ~3
  for (let i = 0; i < whole; i += 4) {
    let k = (data[i]! | (data[i + 1]! << 8) | (data[i + 2]! << 16) | (data[i + 3]! << 24)) >>> 0
    k = Math.imul(k, M)
    k ^= k >>> 24
    k = Math.imul(k, M)
    h = Math.imul(h, M) ^ k
  }
  const rest = length & 3
  if (rest > 0) {
    if (rest === 3) h ^= data[whole + 2]! << 16
    if (rest >= 2) h ^= data[whole + 1]! << 8
    h ^= data[whole]!
    h = Math.imul(h, M)
  }
  h ^= h >>> 13
  h = Math.imul(h, M)
  h ^= h >>> 15
  return h | 0
}

/** The partition Kafka's default partitioner picks for these key bytes. */
export const partitionForKey = (key: Uint8Array, numPartitions: number): number =>
  (murmur2(key) & 0x7fffffff) % numPartitions
