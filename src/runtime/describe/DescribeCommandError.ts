/**
 * The errors of the `describe` command: each says what to fix. None is retryable: the command line or the module
 * must change.
 * @since 0.1.0
 */
import { StreamsError } from '../../errors/StreamsError.js'

/**
 * The kinds of mistake, one tag each.
 * @category Errors
 * @since 0.1.0
 */
export type DescribeCommandErrorTag =
  /** No module path, an unknown option, or an option without its value. */
  | 'BadCommandLine'
  /** The module path names no file. */
  | 'ModuleNotFound'
  /** The module loads but exports no Topology (default or `topology`) nor a function returning one. */
  | 'NotATopology'
  /** `--format` is not text, mermaid, dot or svg. */
  | 'UnknownFormat'

/**
 * The `describe` command cannot do what it was asked.
 * @example
 * if (e instanceof DescribeCommandError && e._tag === 'NotATopology') console.error(e.message)
 * @category Errors
 * @since 0.1.0
 */
export class DescribeCommandError<
  Tag extends DescribeCommandErrorTag = DescribeCommandErrorTag,
> extends StreamsError {
  readonly retryable = false

  constructor(
    readonly _tag: Tag,
    message: string,
    options: { readonly cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.name = `DescribeCommandError(${_tag})`
  }
}
