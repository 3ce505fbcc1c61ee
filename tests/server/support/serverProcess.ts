import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

export type ServerProcess = { child: ChildProcess; output: () => string; exited: Promise<number | null> }

/**
 * `npm run serve` as a user runs it: node --import tsx server/start.ts with these environment settings. Tests read
 * leads back with the published staff key, so they opt in to it unless `env` says otherwise.
 */
export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('../../../server/start.ts', import.meta.url))],
    {
      env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', ALLOW_PUBLISHED_STAFF_KEY: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, output: () => output, exited }
}

export async function waitFor(read: () => string, pattern: RegExp, ms = 20_000): Promise<RegExpMatchArray> {
  const until = Date.now() + ms
  for (;;) {
    const match = read().match(pattern)
    if (match) return match
    if (Date.now() > until) throw new Error(`timed out waiting for ${pattern}; output so far:\n${read()}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Starts the server and waits until it says where it listens. */
export async function startListening(env: Record<string, string>): Promise<ServerProcess & { url: string }> {
  const server = startServer(env)
  try {
    const [, url] = await waitFor(server.output, /Site and local backend at (http:\/\/127\.0\.0\.1:\d+)\//)
    return { ...server, url }
  } catch (error) {
    // A server too slow to start must not outlive the test that started it.
    server.child.kill('SIGKILL')
    throw error
  }
}
