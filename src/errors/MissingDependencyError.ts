import { taggedError } from './taggedError.js'

/**
 * An optional npm package a feature needs is not installed (for example `@viz-js/viz` for SVG diagrams). Not
 * retryable: install the package it names.
 * @example
 * try { await renderSvg(dot) } catch (e) { if (e._tag === 'MissingDependency') console.log(`npm install ${e.dependency}`) }
 * @category Errors
 * @since 0.1.0
 */
export class MissingDependencyError extends taggedError('MissingDependency', false) {
  constructor(
    /** The npm package to install. */
    readonly dependency: string,
    feature: string,
    options?: { cause?: unknown },
  ) {
    super(
      `${feature} needs the optional package ${dependency}: install ${dependency} (npm install ${dependency})`,
      options,
    )
  }
}
