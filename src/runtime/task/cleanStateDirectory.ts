import { readdir, rm } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { openLevel } from '../../state/level/openLevel.js'
import { isStoreLocked } from './isStoreLocked.js'
import { StateDirectoryLockedError } from './StateDirectoryLockedError.js'

/** The LevelDB directories (those holding a `LOCK` file) under `dir`, at any depth. */
const storeDirectories = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.filter((e) => e.isDirectory()).map((e) => storeDirectories(join(dir, e.name))),
  )
  return [...(entries.some((e) => e.isFile() && e.name === 'LOCK') ? [dir] : []), ...nested.flat()]
}

/** Whether another open handle (this process or another) holds the store at `dir`; opens and closes it if not. */
const heldElsewhere = async (dir: string): Promise<boolean> => {
  try {
    const db = await openLevel(basename(dir), dir)
    await db.close()
    return false
  } catch (error) {
    return isStoreLocked(error)
  }
}

/**
 * Deletes an application's state directory (`<state.dir>/<application.id>`), as Kafka Streams' `cleanUp()`:
 * first every store directory in it is checked, and if any is open in another client or process nothing is
 * deleted. A directory that does not exist is already clean.
 * @throws StateDirectoryLockedError naming the store directories held elsewhere
 * @example
 * await cleanStateDirectory('/tmp/kafka-streams/word-count')
 * @category Running
 * @since 0.1.0
 */
export const cleanStateDirectory = async (directory: string): Promise<void> => {
  let stores: string[]
  try {
    stores = await storeDirectories(directory)
  } catch (error) {
    if ((error as { readonly code?: unknown }).code === 'ENOENT') return
    throw error
  }
  const locked: string[] = []
  for (const store of stores) if (await heldElsewhere(store)) locked.push(store)
  if (locked.length > 0) throw new StateDirectoryLockedError(directory, locked)
  await rm(directory, { recursive: true, force: true })
}
