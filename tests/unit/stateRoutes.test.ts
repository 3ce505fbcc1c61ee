import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { stateLandingContent } from '../../content/copyReaders/stateLandingContent'
import { states } from '../../content/en/states'
import { stateRouteFiles, stateRoutesOutOfSync } from '../../scripts/build/stateRoutes'
import { routePaths } from '../../src/entry-server'

const statePaths = states.map((state) => `/obamacare-in-${state.slug}`)

describe('the state landing routes', () => {
  it('src/routes/ has the route file of every state of content/en/states.ts, as the one template writes it, and no other', () => {
    expect(stateRoutesOutOfSync()).toEqual([])
  })

  it('the route table the prerender and the sitemap read lists every state page, and no state page content/en/states.ts lacks', () => {
    const paths = routePaths()
    expect(paths.filter((path) => path.startsWith('/obamacare-in-')).sort()).toEqual([...statePaths].sort())
  })

  it('gives every state page its own path and a title naming its state', () => {
    const pages = states.map((state) => stateLandingContent(state).meta)
    expect(pages.map((meta) => meta.path)).toEqual(statePaths)
    states.forEach((state, index) => expect(pages[index].title).toContain(state.name))
    expect(new Set(pages.map((meta) => meta.title)).size).toBe(states.length)
  })
})

describe('stateRoutesOutOfSync', () => {
  let dir = ''
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  function routesFolder(): string {
    dir = mkdtempSync(join(tmpdir(), 'state-routes-'))
    for (const [name, source] of stateRouteFiles()) writeFileSync(join(dir, name), source)
    return dir
  }

  it('names a route file left from a state the table no longer has', () => {
    writeFileSync(join(routesFolder(), 'obamacare-in-narnia.tsx'), 'export {}\n')
    expect(stateRoutesOutOfSync(dir)).toEqual(['obamacare-in-narnia.tsx'])
  })

  it('names a state whose route file is missing or edited by hand', () => {
    rmSync(join(routesFolder(), 'obamacare-in-ohio.tsx'))
    writeFileSync(join(dir, 'obamacare-in-texas.tsx'), stateRouteFiles().get('obamacare-in-texas.tsx') + '// edited\n')
    expect(stateRoutesOutOfSync(dir)).toEqual(['obamacare-in-ohio.tsx', 'obamacare-in-texas.tsx'])
  })
})
