import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

/** A fenced code block of a Markdown page: its language tag, its text and the line its fence opens on. */
export interface CodeBlock {
  readonly page: string
  readonly line: number
  readonly lang: string
  readonly code: string
}

/** Every fenced block of `page`; an untagged fence has lang `''`. */
export const codeBlocksOf = (root: string, page: string): readonly CodeBlock[] => {
  const lines = readFileSync(page, 'utf8').split('\n')
  const blocks: CodeBlock[] = []
  let open: { line: number; lang: string; body: string[] } | undefined
  lines.forEach((text, index) => {
    const fence = /^\s*```(\S*)/.exec(text)
    if (fence === null) {
      open?.body.push(text)
    } else if (open === undefined) {
      open = { line: index + 1, lang: fence[1] ?? '', body: [] }
    } else {
      blocks.push({
        page: relative(root, page),
        line: open.line,
        lang: open.lang,
        code: open.body.join('\n'),
      })
      open = undefined
    }
  })
  return blocks
}

/** README.md and every page under docs/ (not the generated API site): each new page is picked up. */
export const documentationPages = (root: string): readonly string[] => {
  const docs = join(root, 'docs')
  const pages = readdirSync(docs, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md') && !name.startsWith('api'))
    .map((name) => join(docs, name))
  return [join(root, 'README.md'), ...pages.sort()]
}
