/**
 * Writes tributary-encodings.json next to the assignor-wire goldens: our encoding of every catalogue case, which
 * reference/java's AssignorWireGoldens then decodes with Java's classes (scripts/goldens.sh runs both).
 *   tsx test/runtime/assignor/writeWireEncodings.ts [outDir]
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { encodeAssignmentInfo } from '../../../src/runtime/assignor/AssignmentInfo.js'
import { encodeSubscriptionInfo } from '../../../src/runtime/assignor/SubscriptionInfo.js'
import { ourEncodings } from './ourWireEncodings.js'
import { assignmentCases, subscriptionCases, wireGoldenDir } from './wireGoldens.js'

const out = process.argv[2] ?? wireGoldenDir
const rows = ourEncodings(
  subscriptionCases(),
  assignmentCases(),
  encodeSubscriptionInfo,
  encodeAssignmentInfo,
)
writeFileSync(join(out, 'tributary-encodings.json'), `${JSON.stringify(rows, null, 2)}\n`)
console.log(`assignor-wire: ${rows.length} Tributary encodings in ${out}`)
