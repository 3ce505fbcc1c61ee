import { describe, expect, it } from 'vitest'
import { buildAssetManifest } from '../../scripts/build/assetManifest'

const vite = {
  'src/entry-client.tsx': { file: 'assets/entry-1.js', isEntry: true, css: ['assets/entry-1.css'] },
  _shared: { file: 'assets/shared-2.js', imports: ['src/entry-client.tsx'] },
  'src/routes/sep.tsx?tsr-split=component': { file: 'assets/sep-3.js', imports: ['_shared', 'src/entry-client.tsx'] },
  'src/routes/index.tsx?tsr-split=component': { file: 'assets/routes-4.js', imports: ['src/entry-client.tsx'] },
}

describe('buildAssetManifest', () => {
  it('gives the root route the stylesheet and the module entry script', () => {
    expect(buildAssetManifest(vite).routes.__root__).toEqual({
      css: ['/assets/entry-1.css'],
      scripts: [{ attrs: { type: 'module', src: '/assets/entry-1.js' } }],
    })
  })

  it('preloads a route page chunk and what it imports, but not the entry again', () => {
    expect(buildAssetManifest(vite).routes['/sep']).toEqual({ preloads: ['/assets/sep-3.js', '/assets/shared-2.js'] })
    expect(buildAssetManifest(vite).routes['/']).toEqual({ preloads: ['/assets/routes-4.js'] })
  })

  it('refuses a manifest without the client entry', () => {
    expect(() => buildAssetManifest({})).toThrow('src/entry-client.tsx is missing')
  })
})
