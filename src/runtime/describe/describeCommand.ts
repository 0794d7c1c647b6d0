import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { absurd } from '../../core/absurd.js'
import { renderSvg } from '../diagram/renderSvg.js'
import { DescribeCommandError } from './DescribeCommandError.js'
import { loadTopology, type Describable } from './loadTopology.js'

/**
 * `tributary-streams describe <module> [--format text|mermaid|dot|svg] [--out file]`: prints (or writes) the
 * description or diagram of the topology a module exports.
 * @since 0.1.0
 */

const formats = ['text', 'mermaid', 'dot', 'svg'] as const

/**
 * An output format of the command.
 * @category Running
 * @since 0.1.0
 */
export type DescribeFormat = (typeof formats)[number]

/**
 * The command's help text.
 * @category Running
 * @since 0.1.0
 */
export const describeUsage = `Usage: tributary-streams describe <module> [--format text|mermaid|dot|svg] [--out file]

  <module>   a .js, .mjs or .ts file exporting a Topology (default export or \`topology\`),
             or a function returning one (sync or async); .ts files need tsx installed
  --format   text (Kafka Streams' describe() text, the default), mermaid, dot, or svg
             (svg needs @viz-js/viz installed)
  --out      write to this file instead of standard output
`

const isFormat = (value: string): value is DescribeFormat => (formats as readonly string[]).includes(value)

const render = async (topology: Describable, format: DescribeFormat): Promise<string> => {
  const description = topology.describe()
  switch (format) {
    case 'text':
      return description.toString()
    case 'mermaid':
      return description.toMermaid()
    case 'dot':
      return description.toDot()
    case 'svg':
      return renderSvg(description.toDot())
    default:
      return absurd(format)
  }
}

/** The parsed command line. */
interface DescribeArguments {
  readonly module: string
  readonly format: DescribeFormat
  readonly out: string | undefined
}

const parse = (args: readonly string[]): DescribeArguments => {
  let parsed
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: { format: { type: 'string' }, out: { type: 'string' } },
    })
  } catch (e) {
    throw new DescribeCommandError('BadCommandLine', `${(e as Error).message}\n\n${describeUsage}`, {
      cause: e,
    })
  }
  const [module, ...extra] = parsed.positionals
  if (module === undefined || extra.length > 0)
    throw new DescribeCommandError('BadCommandLine', `Give exactly one module.\n\n${describeUsage}`)
  const format = parsed.values.format ?? 'text'
  if (!isFormat(format))
    throw new DescribeCommandError(
      'UnknownFormat',
      `Unknown format "${format}": use one of ${formats.join(', ')}.`,
    )
  return { module, format, out: parsed.values.out }
}

/**
 * Runs `describe` with the arguments after the command name; returns what goes to standard output (empty when
 * `--out` wrote a file). Throws a `DescribeCommandError`, or a `MissingDependency` error for svg without
 * `@viz-js/viz` or a .ts module without tsx.
 * @example
 * process.stdout.write(await describeCommand(['topology.js', '--format', 'mermaid'], process.cwd()))
 * @category Running
 * @since 0.1.0
 */
export const describeCommand = async (args: readonly string[], cwd: string): Promise<string> => {
  const { module, format, out } = parse(args)
  const text = await render(await loadTopology(module, cwd), format)
  if (out === undefined) return text
  const file = resolve(cwd, out)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, text)
  return ''
}
