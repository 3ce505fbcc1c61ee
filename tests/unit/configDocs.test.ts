import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/** Every VITE_* setting the build reads is documented where a new user looks: .env.example and the README table. */
const read = (path: string) => readFileSync(resolve(process.cwd(), path), 'utf8')
const settings = [...new Set(read('src/lib/readConfig.ts').match(/VITE_[A-Z_]+/g) ?? [])].sort()

describe('build settings are documented', () => {
  it('finds the settings the build reads', () => {
    expect(settings).toContain('VITE_PHONE')
    expect(settings).toContain('VITE_AGENCY_NPN')
  })

  it.each(settings)('%s is in .env.example and in the README configuration table', (setting) => {
    expect(read('.env.example')).toMatch(new RegExp(`^#? ?${setting}=`, 'm'))
    expect(read('README.md')).toContain(`| \`${setting}\` |`)
  })
})
