import type * as VizModule from '@viz-js/viz'
import { InvalidArgumentError } from '../../errors/InvalidArgumentError.js'
import { MissingDependencyError } from '../../errors/MissingDependencyError.js'

/**
 * SVG from DOT text in Node, without a browser or a Graphviz binary: Graphviz compiled to WebAssembly
 * (`@viz-js/viz`, an optional dependency loaded on first use).
 * @since 0.1.0
 */

type Viz = Awaited<ReturnType<(typeof VizModule)['instance']>>

const VIZ_PACKAGE = '@viz-js/viz'

type LoadViz = () => Promise<typeof VizModule>

const isModuleNotFound = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && (e as { code?: unknown }).code === 'ERR_MODULE_NOT_FOUND'

/**
 * Loads the WebAssembly Graphviz once; a missing package becomes a {@link MissingDependencyError}.
 */
const loadViz = async (load: LoadViz): Promise<Viz> => {
  try {
    const module = await load()
    return await module.instance()
  } catch (e) {
    if (isModuleNotFound(e))
      throw new MissingDependencyError(VIZ_PACKAGE, 'Rendering a diagram as SVG', { cause: e })
    throw e
  }
}

/**
 * A `renderSvg` that imports Graphviz with `load` on first use (and again after a failed load). The package root
 * exports the one made with the real import; tests make others to see a missing package.
 * @category Running
 * @since 0.1.0
 */
export const makeRenderSvg = (load: LoadViz): ((dot: string) => Promise<string>) => {
  let viz: Promise<Viz> | undefined
  return async (dot) => {
    const current = viz ?? (viz = loadViz(load))
    let graphviz: Viz
    try {
      graphviz = await current
    } catch (e) {
      if (viz === current) viz = undefined
      throw e
    }
    const result = graphviz.render(dot, { format: 'svg' })
    if (result.status !== 'success') {
      const reasons = result.errors.map((e) => e.message.trim()).join('; ')
      throw new InvalidArgumentError(`Graphviz could not read the DOT text: ${reasons}`, 'dot')
    }
    return result.output
  }
}

/**
 * Renders Graphviz DOT (such as `topology.describe().toDot()`) as an SVG document. Needs the optional package
 * `@viz-js/viz`; without it the promise rejects with a `MissingDependency` error. DOT that Graphviz cannot read
 * rejects with an `InvalidArgument` error.
 * @example
 * const svg = await renderSvg(topology.describe().toDot())
 * @category Running
 * @since 0.1.0
 */
export const renderSvg: (dot: string) => Promise<string> = makeRenderSvg(
  () => import(VIZ_PACKAGE) as Promise<typeof VizModule>,
)
