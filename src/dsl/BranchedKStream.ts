import type { Predicate } from '../graph/specs/Callback.js'
import { operateNode } from './internal/operate.js'
import { KStream } from './KStream.js'
import { Branched } from './options/Branched.js'
import { processorNode } from './internal/processorNode.js'

/**
 * The result of `split()`: add branches with `branch(predicate, Branched)`, then end with `defaultBranch()` or
 * `noDefaultBranch()`, which return the branches by name (`<split name><branch name or index>`). A record goes to
 * the first branch whose predicate holds.
 * @example
 * const branches = stream.pipe(split(Named.as('route-')))
 *   .branch((k, v) => v.startsWith('a'), Branched.as('a'))
 *   .defaultBranch(Branched.as('other'))
 * branches['route-a']
 * @category Building topologies
 * @since 0.1.0
 */
export class BranchedKStream<K, V> {
  private readonly predicates: Predicate[]
  private readonly childNames: string[]
  private readonly outputs: Record<string, KStream<K, V>> = {}

  /** @internal Handles are made by the builder and the operators, never by users. */
  constructor(
    private readonly source: KStream<K, V>,
    private readonly splitterName: string,
    private readonly splitterId: number,
    /** The splitter's predicate and child lists, filled as branches are added. */
    lists: { readonly predicates: Predicate[]; readonly childNames: string[] },
  ) {
    this.predicates = lists.predicates
    this.childNames = lists.childNames
  }

  /** Adds a branch for the records `predicate` accepts (and no earlier branch took). */
  branch(
    predicate: (key: K, value: V) => boolean,
    branched?: Branched<KStream<K, V>, KStream<K, V> | void>,
  ): this {
    this.predicates.push(predicate)
    this.createBranch(branched, this.predicates.length)
    return this
  }

  /** Adds the branch for records no predicate accepted, and returns the branches by name. */
  defaultBranch(
    branched?: Branched<KStream<K, V>, KStream<K, V> | void>,
  ): Readonly<Record<string, KStream<K, V>>> {
    this.createBranch(branched, 0)
    return this.outputs
  }

  /** Returns the branches by name; records no predicate accepted are dropped. */
  noDefaultBranch(): Readonly<Record<string, KStream<K, V>>> {
    return this.outputs
  }

  private createBranch(
    branched: Branched<KStream<K, V>, KStream<K, V> | void> | undefined,
    index: number,
  ): void {
    const spec = Branched.from(branched)
    const s = this.source.state
    const name = `${this.splitterName}${spec.name ?? String(index)}`
    this.childNames.push(name)
    s.graph.names.newProcessorName(name)
    const node = operateNode(s.graph, {
      name,
      node: processorNode({ _tag: 'PassThrough' }),
      parents: [this.splitterId],
    })
    const branch = new KStream<K, V>({ ...s, nodeId: node.id, name })
    const chain = spec.chain
    switch (chain._tag) {
      case 'Identity':
        this.outputs[name] = branch
        return
      case 'Function': {
        const result = chain.fn(branch)
        if (result instanceof KStream) this.outputs[name] = result
        return
      }
      case 'Consumer':
        chain.fn(branch)
        return
      default:
        absurdChain(chain)
    }
  }
}

const absurdChain = (chain: never): never => {
  throw new Error(`Unknown branch chain ${JSON.stringify(chain)}`)
}
