import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { expect, it, vi } from 'vitest'
import { listMigrations, migrate } from '../../../../server/db/migrations'
import type { LeadTable } from '../../support/leadTable'

/** Migrations run once, and an edited one is reported, not run again. */
export function describeMigrationHistory(table: LeadTable) {
  const { asOwner } = table

  it('records each migration once, so a restart applies nothing again', async () => {
    expect(await migrate(table.db())).toEqual([])
    const history = await asOwner('select version from supabase_migrations.schema_migrations order by version')
    expect(history.map((row) => row.version)).toEqual((await listMigrations()).map((migration) => migration.version))
  })

  it('warns, and changes nothing, when an applied migration was edited afterwards', async () => {
    const [migration] = await listMigrations()
    const dir = await mkdtemp(join(tmpdir(), 'migrations-'))
    await writeFile(join(dir, basename(migration.file)), `${await readFile(migration.file, 'utf8')}\n-- edited\n`)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      expect(await migrate(table.db(), dir)).toEqual([])
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining(`Migration ${basename(migration.file, '.sql')} changed after it was applied here`),
      )
    } finally {
      warn.mockRestore()
      await rm(dir, { recursive: true, force: true })
    }
  })
}
