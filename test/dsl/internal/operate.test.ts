import { describe, expect, it } from 'vitest'
import { LogicalGraph } from '../../../src/graph/LogicalGraph.js'
import { operate, operateNode } from '../../../src/dsl/internal/operate.js'

const source = (graph: LogicalGraph, topic: string, named?: string) =>
  operateNode(graph, {
    name: { named, prefix: 'KSTREAM-SOURCE-' },
    node: (name) => ({
      _tag: 'StreamSource' as const,
      name,
      topics: [topic],
      pattern: undefined,
      source: {},
    }),
    parents: [],
  })

describe('operate', () => {
  it('names nodes on the shared counter, burning an index for a user name, and returns the handle', () => {
    const graph = new LogicalGraph()
    const a = source(graph, 'in')
    const b = source(graph, 'in', 'mine')
    const handle = operate(graph, {
      name: { named: undefined, prefix: 'KSTREAM-MERGE-' },
      node: (name) => ({
        _tag: 'Processor' as const,
        name,
        spec: { _tag: 'PassThrough' as const },
        connectStores: [],
        addStores: [],
      }),
      parents: [a.id, b.id],
      handle: (node) => ({ id: node.id, name: node.name }),
    })
    expect([a.name, b.name, handle.name]).toEqual([
      'KSTREAM-SOURCE-0000000000',
      'mine',
      'KSTREAM-MERGE-0000000002',
    ])
    expect(graph.parentsOf(handle.id)).toEqual([a.id, b.id])
    expect(graph.rootIds()).toEqual([a.id, b.id])
  })

  it('appends a suffix to a user name', () => {
    const graph = new LogicalGraph()
    const node = operateNode(graph, {
      name: { named: 'orders', suffix: '-source', prefix: 'KSTREAM-SOURCE-' },
      node: (name) => ({
        _tag: 'StreamSource' as const,
        name,
        topics: ['o'],
        pattern: undefined,
        source: {},
      }),
      parents: [],
    })
    expect(node.name).toBe('orders-source')
  })

  it('rejects illegal user names and topic names before anything is appended', () => {
    const graph = new LogicalGraph()
    expect(() => source(graph, 'in', 'bad name')).toThrow(expect.objectContaining({ _tag: 'InvalidName' }))
    expect(() => source(graph, 'bad topic')).toThrow(expect.objectContaining({ _tag: 'InvalidName' }))
    expect(graph.all()).toEqual([])
  })
})

describe('operate without burning', () => {
  it('keeps the counter when a user name is given and burnWhenNamed is false', () => {
    const graph = new LogicalGraph()
    const named = operateNode(graph, {
      name: { named: 'mine', prefix: 'KSTREAM-PROCESSOR-', burnWhenNamed: false },
      node: (name) => ({
        _tag: 'StreamSource' as const,
        name,
        topics: ['a'],
        pattern: undefined,
        source: {},
      }),
      parents: [],
    })
    const generated = source(graph, 'b')
    expect([named.name, generated.name]).toEqual(['mine', 'KSTREAM-SOURCE-0000000000'])
  })
})
