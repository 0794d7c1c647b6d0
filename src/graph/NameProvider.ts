/**
 * Kafka Streams' internal name provider: ONE counter per builder shared by processor and store names, so that
 * `KSTREAM-SOURCE-0000000000`, `KSTREAM-AGGREGATE-STATE-STORE-0000000003`, ... come out as in Java. Operators that
 * Java makes burn an index (even when the user names the node) call {@link NameProvider.burn}.
 * @example
 * const names = new NameProvider()
 * names.newProcessorName('KSTREAM-SOURCE-') // 'KSTREAM-SOURCE-0000000000'
 * names.newStoreName('KSTREAM-AGGREGATE-') // 'KSTREAM-AGGREGATE-STATE-STORE-0000000001'
 * @category Building topologies
 * @since 0.1.0
 */
export class NameProvider {
  private index: number

  /** A fresh counter, or a copy of `from` that continues where it stands. */
  constructor(from?: NameProvider) {
    this.index = from?.index ?? 0
  }

  /** `prefix` + the next index, zero-padded to 10 digits. */
  newProcessorName(prefix: string): string {
    return `${prefix}${this.next()}`
  }

  /** `prefix` + `STATE-STORE-` + the next index. */
  newStoreName(prefix: string): string {
    return `${prefix}STATE-STORE-${this.next()}`
  }

  /** The user's name when given (an index is burned anyway, as Java does), else a generated one. */
  orElseGenerate(name: string | undefined, prefix: string): string {
    const generated = this.newProcessorName(prefix)
    return name ?? generated
  }

  /** `name + suffix` when a name is given (burning an index anyway), else a generated name. */
  suffixOrElseGenerate(name: string | undefined, suffix: string, prefix: string): string {
    const generated = this.newProcessorName(prefix)
    return name === undefined ? generated : `${name}${suffix}`
  }

  /** Burns one index, where Java generates a name it then throws away. */
  burn(): void {
    this.next()
  }

  private next(): string {
    return String(this.index++).padStart(10, '0')
  }
}
