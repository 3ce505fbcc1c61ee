import { execFile, execFileSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { chown, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { freePort } from '../browsers/freePort'

const run = promisify(execFile)

export type ThrowawayPostgres = { url: string; stop: () => Promise<void> }

/**
 * A PostgreSQL server of its own for a test file: a fresh cluster in a temp folder on a free loopback port,
 * trust authentication, stopped and deleted afterwards. PostgreSQL refuses to run as root, so as root it runs
 * as the `postgres` user (runuser). Returns the reason instead when this machine cannot run one.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres | { skipped: string }> {
  const bin = serverBinaries()
  if (!bin) return { skipped: 'no PostgreSQL server binaries (initdb, pg_ctl); on Debian: apt-get install postgresql' }
  const asRoot = process.getuid?.() === 0
  let owner: { uid: number; gid: number } | undefined
  if (asRoot) {
    try {
      owner = {
        uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
        gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
      }
    } catch {
      return { skipped: 'running as root and there is no `postgres` user to run PostgreSQL as' }
    }
  }
  const command = (program: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, program), ...args]) : run(join(bin, program), args)

  const dir = await mkdtemp(join(tmpdir(), 'pg-test-'))
  if (owner) await chown(dir, owner.uid, owner.gid)
  const data = join(dir, 'data')
  const port = await freePort()
  const stop = async () => {
    process.off('exit', stopNow)
    await command('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined)
    await rm(dir, { recursive: true, force: true })
  }
  // If the test run is killed between start and stop, do not leave a server behind.
  const stopNow = () => {
    try {
      if (asRoot)
        execFileSync('runuser', ['-u', 'postgres', '--', join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', 'stop'], {
          stdio: 'ignore',
        })
      else execFileSync(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop'], { stdio: 'ignore' })
    } catch {
      // already stopped
    }
  }
  try {
    await command('initdb', [
      '-D',
      data,
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
      '--no-instructions',
    ])
    process.on('exit', stopNow)
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`
    await command('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', '-t', '30', 'start'])
  } catch (error) {
    await stop()
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
    return { skipped: `PostgreSQL could not be started here: ${reason}` }
  }
  return { url: `postgresql://postgres@127.0.0.1:${port}/postgres`, stop }
}

/** PG_BIN, else the newest Debian/Ubuntu server install, else pg_config's bindir. */
function serverBinaries(): string | undefined {
  const candidates: string[] = []
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN)
  const debian = '/usr/lib/postgresql'
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a))
    candidates.push(...versions.map((version) => join(debian, version, 'bin')))
  }
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim())
  } catch {
    // no pg_config on PATH
  }
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')))
}

/**
 * For `describe.skipIf(...)`: why this test file has no PostgreSQL server, or undefined when it has one. Tests
 * that need the server are skipped with this reason, never passed without running.
 */
export function noPostgres(server: ThrowawayPostgres | { skipped: string }): string | undefined {
  return 'skipped' in server ? server.skipped : undefined
}

/** A suite title carrying the reason its tests were skipped, so the report and `npm test`'s summary say why. */
export function titleWithReason(title: string, skipReason: string | undefined): string {
  return skipReason ? `${title} (skipped: ${skipReason})` : title
}
