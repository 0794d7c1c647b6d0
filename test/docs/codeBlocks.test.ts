import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { codeBlocksOf, documentationPages } from './codeBlocks.js'
import { typeCheckBlocks } from './typeCheckBlocks.js'

const root = fileURLToPath(new URL('../..', import.meta.url))
const blocks = documentationPages(root).flatMap((page) => codeBlocksOf(root, page))

/** Languages whose blocks are not TypeScript: shown as they are (commands, output, other languages). */
const shownAsIs = new Set(['sh', 'bash', 'text', 'json', 'yaml', 'mermaid', 'dot', 'html', 'java', 'diff'])
const typeScript = new Set(['ts', 'typescript'])

describe('code blocks of README.md and docs/', () => {
  it('finds the blocks of the README and of every page', () => {
    const pages = new Set(blocks.map((block) => block.page))
    expect(pages).toContain('README.md')
    expect(blocks.filter((block) => typeScript.has(block.lang)).length).toBeGreaterThan(10)
  })

  it('tags every block with its language: ts is type-checked, sh or text is shown as it is', () => {
    const untagged = blocks
      .filter((block) => !typeScript.has(block.lang) && !shownAsIs.has(block.lang))
      .map((block) => `${block.page}:${block.line} \`\`\`${block.lang}`)
    expect(untagged).toEqual([])
  })

  it('type-checks every ts block against the sources, imports of tributary-streams included', () => {
    const failures = typeCheckBlocks(
      root,
      blocks.filter((block) => typeScript.has(block.lang)),
    ).map((d) => d.message)
    expect(failures).toEqual([])
  }, 180_000)
})
