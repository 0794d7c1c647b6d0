import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { MissingDependencyError } from '../../errors/MissingDependencyError.js'
import type { TopologyDescription } from '../../topology/TopologyDescription.js'
import { DescribeCommandError } from './DescribeCommandError.js'

/**
 * Loads the topology a user module exports, for the `describe` command.
 * @since 0.1.0
 */

/**
 * What the command needs of a topology. Checked by shape, not by class: a module may load its own copy of the
 * library (a .ts module importing the sources, a second install), and its Topology is still one.
 * @category Running
 * @since 0.1.0
 */
export interface Describable {
  describe(): TopologyDescription
}

const isDescribable = (value: unknown): value is Describable =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { describe?: unknown }).describe === 'function'

const TYPESCRIPT = /\.(?:ts|mts|cts|tsx)$/

let typescriptLoader: Promise<void> | undefined

/** Registers tsx's ESM loader once, the first time a TypeScript module is asked for. */
const loadTypescript = (): Promise<void> =>
  (typescriptLoader ??= import('tsx/esm/api').then(
    ({ register }) => {
      register()
    },
    (e: unknown) => {
      typescriptLoader = undefined
      throw new MissingDependencyError('tsx', 'Describing a .ts module', { cause: e })
    },
  ))

const exported = (module: Record<string, unknown>): unknown =>
  module['default'] !== undefined ? module['default'] : module['topology']

/**
 * Imports `path` (relative to `cwd`) and returns the Topology it exports: the default export or the one named
 * `topology`, either a Topology or a function (sync or async) returning one. A path ending in `.ts` is loaded
 * through tsx's loader, registered on first use (tsx must be installed).
 * @example
 * const topology = await loadTopology('examples/wordCountTopology.ts', process.cwd())
 * @category Running
 * @since 0.1.0
 */
export const loadTopology = async (path: string, cwd: string): Promise<Describable> => {
  const file = resolve(cwd, path)
  if (!existsSync(file)) throw new DescribeCommandError('ModuleNotFound', `No module at ${path}.`)
  if (TYPESCRIPT.test(file)) await loadTypescript()
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>
  const value = exported(module)
  const topology: unknown = typeof value === 'function' ? await (value as () => unknown)() : value
  if (!isDescribable(topology))
    throw new DescribeCommandError(
      'NotATopology',
      `${path} exports no Topology: export one (or a function returning one, sync or async) as the default ` +
        `export or as \`topology\`.`,
    )
  return topology
}
