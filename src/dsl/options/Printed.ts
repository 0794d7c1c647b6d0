import { formatForPrint } from '../../core/windows/Windowed.js'
import { InvalidArgumentError } from '../../errors/InvalidArgumentError.js'
import { validateName } from './validateName.js'

/**
 * Where `print` writes: standard output, or a file (opened by the run time, never at build time).
 * @category Building topologies
 * @since 0.1.0
 */
export type PrintDestination = { readonly _tag: 'SysOut' } | { readonly _tag: 'File'; readonly path: string }

/**
 * What the DSL reads from a {@link Printed}.
 * @category Building topologies
 * @since 0.1.0
 */
export interface PrintedSpec<K, V> {
  readonly destination: PrintDestination
  /** Printed before each record as `[label]: `; unset means the processor name. */
  readonly label?: string
  /** Turns a record into the printed text; by default `key, value` as Java's `"%s, %s"` (windowed keys as `[k@start/end]`). */
  readonly mapper: (key: K, value: V) => string
  /** Names the printing processor. */
  readonly name?: string
}

const defaultMapper = (key: unknown, value: unknown): string =>
  `${formatForPrint(key)}, ${formatForPrint(value)}`

/**
 * How `print` shows records, as Kafka Streams' `Printed`. Immutable.
 * @example
 * stream.pipe(print(Printed.toSysOut<string, number>().withLabel('counts')))
 * @category Building topologies
 * @since 0.1.0
 */
export class Printed<K, V> {
  private constructor(readonly spec: PrintedSpec<K, V>) {}

  /** Prints to standard output. */
  static toSysOut<K, V>(): Printed<K, V> {
    return new Printed<K, V>({ destination: { _tag: 'SysOut' }, mapper: defaultMapper })
  }

  /** Appends to the file at this path (not blank). */
  static toFile<K, V>(path: string): Printed<K, V> {
    if (typeof path !== 'string' || path.trim().length === 0) {
      throw new InvalidArgumentError(`Printed.toFile needs a file path; got '${String(path)}'.`, 'filePath')
    }
    return new Printed<K, V>({ destination: { _tag: 'File', path }, mapper: defaultMapper })
  }

  withLabel(label: string): Printed<K, V> {
    return new Printed({ ...this.spec, label })
  }

  withKeyValueMapper(mapper: (key: K, value: V) => string): Printed<K, V> {
    return new Printed({ ...this.spec, mapper })
  }

  withName(name: string): Printed<K, V> {
    return new Printed({ ...this.spec, name: validateName(name) })
  }

  /** The spec an operator reads. */
  static from<K, V>(printed: Printed<K, V>): PrintedSpec<K, V> {
    return printed.spec
  }
}
