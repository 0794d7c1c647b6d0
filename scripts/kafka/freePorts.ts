// Picks free TCP ports on 127.0.0.1 by letting the kernel choose (binding port 0).
import { createServer, type Server } from 'node:net'

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      if (address === null || typeof address === 'string') reject(new Error('no TCP address'))
      else resolve(address.port)
    })
  })
}

/**
 * Returns `count` distinct free ports on 127.0.0.1. All are held open together, then released, so they differ.
 *
 * @example
 * ```ts
 * const [brokerPort, controllerPort] = await freePorts(2)
 * ```
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer())
  try {
    return await Promise.all(servers.map(listen))
  } finally {
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))))
  }
}
