// @ts-check
// The floors of src/ (DESIGN.md §2), top to bottom: a file in one folder imports only from its own folder or from
// folders below it, so no import runs up and no two folders can import each other. The root files (index.ts,
// operators.ts) stand above every floor and no folder imports them.
import { dirname, relative, resolve, sep } from 'node:path'

export const FLOORS = [
  'testing',
  'routing',
  'runtime',
  'query',
  'processor',
  'state',
  'dsl',
  'topology',
  'optimizer',
  'graph',
  'kafka',
  'serde',
  'core',
  'errors',
]

/** The top-level folder of `src/` a path lies in, `(root)` for the root files, undefined outside `src/`. */
const folderOf = (/** @type {string} */ src, /** @type {string} */ path) => {
  const parts = relative(src, path).split(sep)
  if (parts[0] === '..' || parts[0] === '') return undefined
  return parts.length === 1 ? '(root)' : parts[0]
}

/** @type {import('eslint').Rule.RuleModule} */
const floors = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports between the folders of src/ run down the floors of DESIGN.md §2.' },
    schema: [],
  },
  create(context) {
    const src = resolve(context.cwd, 'src')
    const file = context.filename
    const from = folderOf(src, file)
    if (from === undefined) return {}
    /** @param {import('estree').Node & { source?: unknown }} node */
    const check = (node) => {
      const source = /** @type {{ value?: unknown } | null | undefined} */ (node.source)
      const spec = source?.value
      if (typeof spec !== 'string' || !spec.startsWith('.')) return
      const to = folderOf(src, resolve(dirname(file), spec))
      if (to === undefined || to === from) return
      if (to === '(root)') {
        context.report({
          node,
          message: `src/${from} imports the front door (${spec}); import the module itself.`,
        })
        return
      }
      if (from === '(root)') return
      const rankFrom = FLOORS.indexOf(from)
      const rankTo = FLOORS.indexOf(to)
      if (rankFrom === -1 || rankTo === -1) {
        const missing = rankFrom === -1 ? from : to
        context.report({
          node,
          message: `src/${missing} is not on the floor plan (scripts/eslint/floors.js).`,
        })
      } else if (rankTo < rankFrom) {
        context.report({
          node,
          message: `src/${from} may not import src/${to}: ${to} is a higher floor (floors, top down: ${FLOORS.join(', ')}).`,
        })
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}

export default { rules: { floors } }
