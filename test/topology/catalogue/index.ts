import { aggregations } from './aggregations.js'
import { basics, splits } from './basics.js'
import { foreignKeyJoins, joins } from './joins.js'
import { optimizations } from './optimizations.js'
import type { Program } from './Program.js'
import { tables } from './tables.js'
import { versioned } from './versioned.js'
import { windowsMore } from './windowsMore.js'

/** Every ported catalogue program by its Java method name. */
export const catalogue: Readonly<Record<string, Program>> = {
  ...basics,
  ...splits,
  ...aggregations,
  ...tables,
  ...joins,
  ...foreignKeyJoins,
  ...optimizations,
  ...windowsMore,
  ...versioned,
}
