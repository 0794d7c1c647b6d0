import { basics } from './basics.js'
import type { Program } from './Program.js'

/** Every ported catalogue program by its Java method name. */
export const catalogue: Readonly<Record<string, Program>> = { ...basics }
