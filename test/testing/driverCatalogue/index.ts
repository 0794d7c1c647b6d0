import { aggregations } from './aggregations.js'
import { basics } from './basics.js'
import type { Program } from './Program.js'
import { tables } from './tables.js'
import { versioned } from './versioned.js'
import { windowsAndJoins } from './windowsAndJoins.js'

/** Every ported DriverCatalogue.java method by name (the `topology` field of a scenario). */
export const driverCatalogue: Readonly<Record<string, Program>> = {
  ...basics,
  ...aggregations,
  ...tables,
  ...windowsAndJoins,
  ...versioned,
}
