import { describe, expect, it } from 'vitest'
import { StreamsBuilder } from '../../../src/dsl/StreamsBuilder.js'
import { renderSvg } from '../../../src/runtime/diagram/renderSvg.js'
import { TopologyDescription, type NodeDescription } from '../../../src/topology/TopologyDescription.js'
import { catalogue } from '../catalogue/index.js'

// No Java oracle draws diagrams, so the goldens under test/goldens/diagrams/ are our own output, accepted by
// reading them (`vitest -u` rewrites them). What a diagram must show is pinned below by assertions on structure
// derived from describe() itself, so a golden can only be accepted if it also passes these.

const shapes = [
  'wordCount',
  'streamTableJoins',
  'fkJoin',
  'globalStore',
  'suppressUntilWindowCloses',
] as const

const build = (program: string): TopologyDescription => {
  const builder = new StreamsBuilder()
  const add = catalogue[program]
  if (add === undefined) throw new Error(`no catalogue program ${program}`)
  add(builder)
  return builder.build().describe()
}

const allNodes = (d: TopologyDescription) => [
  ...d.subtopologies.flatMap((s) => s.nodes),
  ...d.globalStores.flatMap((g) => [g.source, g.processor]),
]

const occurrences = (text: string, needle: string): number => text.split(needle).length - 1

/** Node ids by the label text that follows them: `p3["Processor<br/>NAME"]` or `p3 [label="Processor\nNAME"`. */
const idsByName = (text: string, pattern: RegExp): Map<string, string> =>
  new Map([...text.matchAll(pattern)].map((m) => [m[2] as string, m[1] as string]))

const mermaidIds = (text: string) =>
  idsByName(text, /^\s*(\w+)\(?\[\(?"(?:Source|Processor|Sink|Store)<br\/>([^"]+)"/gm)
const dotIds = (text: string) =>
  idsByName(text, /^\s*(\w+) \[label="(?:Source|Processor|Sink|Store)\\n([^"]+)"/gm)

describe.each(shapes)('the diagram of %s', (program) => {
  const description = build(program)
  const mermaid = description.toMermaid()
  const dot = description.toDot()

  it('matches its accepted golden', async () => {
    await expect(mermaid).toMatchFileSnapshot(`../../goldens/diagrams/${program}.mmd`)
    await expect(dot).toMatchFileSnapshot(`../../goldens/diagrams/${program}.dot`)
  })

  it('is the same text for an equal description', () => {
    const again = build(program)
    expect(again.toMermaid()).toBe(mermaid)
    expect(again.toDot()).toBe(dot)
  })

  it('shows every node of describe() once and every edge of describe()', () => {
    for (const [text, ids] of [
      [mermaid, mermaidIds(mermaid)],
      [dot, dotIds(dot)],
    ] as const) {
      const nodes = allNodes(description)
      for (const node of nodes) expect(occurrences(text, `${node.name}"`), node.name).toBe(1)
      expect(ids.size).toBe(nodes.length + new Set(nodes.flatMap((n) => n.stores)).size)
      const arrow = text === mermaid ? '-->' : '->'
      for (const node of nodes)
        for (const successor of node.successors)
          expect(text).toContain(`  ${ids.get(node.name)} ${arrow} ${ids.get(successor)}`)
    }
  })

  it('has one cluster per sub-topology and per global store', () => {
    const blocks = description.subtopologies.length + description.globalStores.length
    expect(occurrences(mermaid, '  subgraph ')).toBe(blocks)
    expect(occurrences(dot, '  subgraph cluster_')).toBe(blocks)
    expect(occurrences(mermaid, 'Global store (sub-topology')).toBe(description.globalStores.length)
  })

  it('marks each repartition and changelog topic as such', () => {
    for (const topic of description.internalTopics.repartition) {
      expect(mermaid).toContain(`"${topic}<br/>(repartition topic)"`)
      expect(dot).toContain(`"${topic}\\n(repartition topic)"`)
    }
    for (const { topic } of description.internalTopics.changelogs) {
      expect(mermaid).toContain(`"${topic}<br/>(changelog topic)"`)
      expect(dot).toContain(`"${topic}\\n(changelog topic)"`)
    }
  })

  it('renders as SVG naming every node', async () => {
    const svg = (await renderSvg(dot)).replaceAll('&#45;', '-')
    expect(svg).toMatch(/^<\?xml[\s\S]*<svg[\s\S]*<\/svg>\s*$/)
    for (const node of allNodes(description)) expect(svg).toContain(`>${node.name}</text>`)
  })
})

describe('internal topics of the shapes', () => {
  it('word count has one repartition topic and the count store has a changelog', () => {
    const d = build('wordCount')
    expect(d.internalTopics.repartition).toEqual(['KSTREAM-AGGREGATE-STATE-STORE-0000000003-repartition'])
    expect(d.internalTopics.changelogs).toEqual([
      {
        store: 'KSTREAM-AGGREGATE-STATE-STORE-0000000003',
        topic: 'KSTREAM-AGGREGATE-STATE-STORE-0000000003-changelog',
      },
    ])
  })

  it('a global store has no changelog topic of its own (it restores from its source)', () => {
    expect(build('globalStore').internalTopics.changelogs).toEqual([])
  })
})

describe('labels with characters diagram languages reserve', () => {
  const node = (
    kind: NodeDescription['kind'],
    name: string,
    more: Partial<NodeDescription>,
  ): NodeDescription => ({
    kind,
    name,
    successors: [],
    predecessors: [],
    stores: [],
    topics: undefined,
    pattern: undefined,
    topic: undefined,
    extractor: undefined,
    ...more,
  })
  const odd = new TopologyDescription(
    [
      {
        id: 0,
        nodes: [
          node('Source', 'read "it"', { topics: ['in'], successors: ['send <it>'] }),
          node('Sink', 'send <it>', { predecessors: ['read "it"'], extractor: 'back\\slash #1' }),
        ],
      },
    ],
    [],
  )

  it('escapes quotes, angle brackets and hashes for Mermaid', () => {
    const mermaid = odd.toMermaid()
    expect(mermaid).toContain('"Source<br/>read #34;it#34;"')
    expect(mermaid).toContain('"Sink<br/>send #60;it#62;"')
    expect(mermaid).toContain('"back\\slash #35;1<br/>(topic chosen per record)"')
  })

  it('escapes quotes and backslashes for DOT, and Graphviz reads it', async () => {
    const dot = odd.toDot()
    expect(dot).toContain('"Source\\nread \\"it\\""')
    expect(dot).toContain('"back\\\\slash #1\\n(topic chosen per record)"')
    expect(await renderSvg(dot)).toContain('read &quot;it&quot;')
  })
})
