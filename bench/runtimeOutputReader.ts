// Counts the records an application writes to its output topic, in a worker thread (its own event loop, as the
// Java side's reader has its own thread), so reading the output does not take time from the application measured.
import { Worker } from 'node:worker_threads'
import type { OutputWorkerData, OutputWorkerMessage } from './runtimeOutputWorker.js'

/** A reader started and assigned to the output partitions; `done` resolves when it has read every record. */
export interface OutputReader {
  readonly done: Promise<Extract<OutputWorkerMessage, { _tag: 'Done' }>>
  readonly stop: () => Promise<void>
}

/**
 * Starts the reader; resolves once it is connected and assigned, so the clock can start. `progress` sees every
 * tenth of the expected records.
 */
export const startOutputReader = (
  data: OutputWorkerData,
  progress: (seen: number, at: number) => void,
): Promise<OutputReader> => {
  const url = new URL('./runtimeOutputWorker.ts', import.meta.url).href
  // tsx's loader is per thread: the worker registers it before importing the TypeScript module
  const worker = new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(url)}) })`,
    { eval: true, workerData: data },
  )
  const stop = async (): Promise<void> => {
    await worker.terminate()
  }
  return new Promise((resolveReady, rejectReady) => {
    const done = new Promise<Extract<OutputWorkerMessage, { _tag: 'Done' }>>((resolveDone, rejectDone) => {
      worker.on('error', (error) => {
        rejectReady(error)
        rejectDone(error)
      })
      worker.on('message', (message: OutputWorkerMessage) => {
        switch (message._tag) {
          case 'Ready':
            resolveReady({ done, stop })
            return
          case 'Progress':
            progress(message.seen, message.at)
            return
          case 'Done':
            resolveDone(message)
            return
          default:
            message satisfies never
        }
      })
    })
    // a failure before Ready rejects both; `done` is awaited by the caller only after Ready
    done.catch(() => undefined)
  })
}
