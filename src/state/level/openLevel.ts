import { mkdir } from 'node:fs/promises'
import { ClassicLevel } from 'classic-level'
import { StoreCorruptedError } from '../StateStoreError.js'
import { StoreIoError } from '../StateStoreError.js'
import { StoreLockedError } from '../StateStoreError.js'

/** A LevelDB database over `Buffer` keys and values. */
export type LevelDatabase = ClassicLevel<Buffer, Buffer>

/**
 * Opens (creating if needed) the LevelDB database at `location`. LevelDB's own `LOCK` file makes sure only one
 * process (and one handle in this process) has it open; that failure becomes a `StoreLockedError`, damaged files a
 * `StoreCorruptedError`, anything else a `StoreIoError`.
 */
export const openLevel = async (storeName: string, location: string): Promise<LevelDatabase> => {
  try {
    await mkdir(location, { recursive: true })
  } catch (cause) {
    throw new StoreIoError(`Cannot create the directory '${location}' of store '${storeName}'.`, storeName, {
      cause,
    })
  }
  const db = new ClassicLevel<Buffer, Buffer>(location, { keyEncoding: 'buffer', valueEncoding: 'buffer' })
  try {
    await db.open()
  } catch (cause) {
    throw translateLevelError(storeName, location, cause)
  }
  return db
}

const codeOf = (error: unknown): string | undefined => {
  if (typeof error !== 'object' || error === null) return undefined
  const { code, cause } = error as { code?: unknown; cause?: unknown }
  const inner = codeOf(cause)
  return inner ?? (typeof code === 'string' ? code : undefined)
}

/** Maps a LevelDB error to the store error that says what to do. */
export const translateLevelError = (storeName: string, location: string, cause: unknown): Error => {
  const code = codeOf(cause)
  if (code === 'LEVEL_LOCKED') {
    return new StoreLockedError(
      `Store '${storeName}' at '${location}' is locked: another process (or another open store) owns it.`,
      storeName,
      { cause },
    )
  }
  if (code === 'LEVEL_CORRUPTION') {
    return new StoreCorruptedError(
      `Store '${storeName}' at '${location}' is corrupt; wipe the directory and restore from the changelog.`,
      storeName,
      { cause },
    )
  }
  return new StoreIoError(`Store '${storeName}' at '${location}' failed on I/O.`, storeName, { cause })
}
