/** What `npm run leads` was asked (its arguments), and where it writes (`Io`). */

/** The command's switches, as parseArgs reads them (`--opt-outs` is taken off before). */
export type Options = {
  limit: number | null
  csv: boolean
  file: string | null
  watch: boolean
  consent?: string
  /** --verify, with the head it was given to check, if any ('' without one). */
  verify?: string
}

export const USAGE =
  'usage: npm run leads -- [--limit N] [--csv [file]] [--watch] [--opt-outs] [--authorizations] [--consent <lead or consent id>] [--verify [head]]'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const TABLE_LIMIT = 50

export function parseArgs(argv: string[]): Options {
  const options: Options = { limit: null, csv: false, file: null, watch: false }
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]
    if (arg === '--csv') {
      options.csv = true
      const next = argv[i + 1]
      if (next !== undefined && !next.startsWith('--')) {
        // `-` is standard output, as for every Unix tool (not a file named '-').
        options.file = next === '-' ? null : next
        i += 1
      }
    } else if (arg === '--consent') {
      const value = argv[i + 1] ?? ''
      if (!UUID.test(value)) throw new Error(`--consent wants a lead id (a uuid), got "${value}". ${USAGE}`)
      options.consent = value.toLowerCase()
      i += 1
    } else if (arg === '--verify') {
      const next = argv[i + 1]
      options.verify = next !== undefined && !next.startsWith('--') ? next : ''
      if (options.verify) i += 1
    } else if (arg === '--watch') {
      options.watch = true
    } else if (arg === '--limit') {
      const value = argv[i + 1] ?? ''
      if (!/^[1-9]\d{0,6}$/.test(value))
        throw new Error(`--limit wants a positive whole number, got "${value}". ${USAGE}`)
      options.limit = Number(value)
      i += 1
    } else {
      throw new Error(`Unknown option "${arg}". ${USAGE}`)
    }
  }
  if (options.verify !== undefined && argv.length > (options.verify ? 2 : 1))
    throw new Error(`--verify goes alone (with a kept head, if any). ${USAGE}`)
  if (options.watch && options.csv)
    throw new Error(`--watch prints to the terminal; it does not go with --csv. ${USAGE}`)
  return options
}

export type Io = { out: (text: string) => void; err: (text: string) => void }
