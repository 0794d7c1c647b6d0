import { describe, expect, it } from 'vitest'
import { makeRenderSvg, renderSvg } from '../../../src/runtime/diagram/renderSvg.js'

const notInstalled = () =>
  Promise.reject(
    Object.assign(new Error("Cannot find package '@viz-js/viz'"), { code: 'ERR_MODULE_NOT_FOUND' }),
  )

describe('renderSvg', () => {
  it('renders DOT as an SVG document', async () => {
    const svg = await renderSvg('digraph { a -> b }')
    expect(svg).toContain('<svg')
    expect(svg).toContain('>a</text>')
    expect(svg).toContain('>b</text>')
  })

  it('rejects DOT that Graphviz cannot read with an InvalidArgument error', async () => {
    await expect(renderSvg('digraph { a -> ')).rejects.toMatchObject({
      _tag: 'InvalidArgument',
      argument: 'dot',
    })
  })

  it('rejects with a MissingDependency error naming the package to install when it is absent', async () => {
    const render = makeRenderSvg(notInstalled)
    const error: unknown = await render('digraph { a }').catch((e: unknown) => e)
    expect(error).toMatchObject({ _tag: 'MissingDependency', dependency: '@viz-js/viz', retryable: false })
    expect((error as Error).message).toContain('install @viz-js/viz')
  })

  it('tries to load the package again after a failed load', async () => {
    let calls = 0
    const render = makeRenderSvg(() => (calls++ === 0 ? notInstalled() : import('@viz-js/viz')))
    await expect(render('digraph { a }')).rejects.toMatchObject({ _tag: 'MissingDependency' })
    expect(await render('digraph { a }')).toContain('<svg')
    expect(calls).toBe(2)
  })

  it('passes on a load failure other than a missing package unchanged', async () => {
    const broken = new Error('wasm failed')
    await expect(makeRenderSvg(() => Promise.reject(broken))('digraph { a }')).rejects.toBe(broken)
  })
})
