// What every multi-process test file needs: the broker, a client on it, a state root, and hooks that kill every
// instance after each test (also a failed one) and remove the state root at the end.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, inject } from 'vitest'
import { KafkajsClientSupplier } from '../../../src/kafka/kafkajs/KafkajsClientSupplier.js'
import { InstanceProcess } from './InstanceProcess.js'

/** The broker address, a client on it, and the directory under which instances keep their state. */
export interface InstanceTestContext {
  readonly bootstrap: string
  readonly kafka: KafkajsClientSupplier
  readonly stateRoot: string
}

/** Call at the top of a test file: sets the hooks up and returns the context. */
export const instanceTestContext = (): InstanceTestContext => {
  const bootstrap = inject('kafkaBootstrap')
  const stateRoot = mkdtempSync(join(tmpdir(), 'tributary-multiprocess-'))
  afterEach(() => InstanceProcess.killAll())
  afterAll(() => rmSync(stateRoot, { recursive: true, force: true }))
  return {
    bootstrap,
    kafka: new KafkajsClientSupplier({ 'bootstrap.servers': bootstrap, 'fetch.max.wait.ms': 100 }),
    stateRoot,
  }
}
