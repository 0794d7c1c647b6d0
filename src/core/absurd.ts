/**
 * Exhaustiveness check for switches over tagged unions: the compiler rejects a call whose argument is not `never`,
 * so adding a variant lists every switch to update.
 * @example
 * switch (node._tag) { case 'Source': return 1; default: return absurd(node) }
 * @category Building topologies
 * @since 0.1.0
 */
export const absurd = (value: never): never => {
  throw new Error(`Unexpected variant: ${JSON.stringify(value)}`)
}
