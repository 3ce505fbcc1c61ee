import { errors } from './errors'
import { ident, LEADS_TABLE, type Table } from './table'

/** A read as PostgREST's query string describes it, turned into SQL fragments and their parameters. */
export type Read = {
  columns: readonly string[]
  where: string
  order: string
  limit: number | null
  offset: number
  params: unknown[]
}

// `apikey` is the key sent in the query string, which Supabase's gateway accepts and never hands on as a filter.
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'apikey'])
const OPERATORS: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' }
const IS_VALUES: Record<string, string> = { null: 'null', true: 'true', false: 'false', unknown: 'unknown' }

function column(name: string, table: Table): string {
  if (!table.columns.includes(name)) throw errors.missingColumn(name, table.name)
  return name
}

/** `select=*` or `select=id,email`: plain columns only (no embedding, casts or aliases here). */
export function parseSelect(raw: string | null, table: Table = LEADS_TABLE): readonly string[] {
  if (raw === null || raw.trim() === '*' || raw.trim() === '') return table.columns
  return raw.split(',').map((part) => {
    const name = part.trim()
    if (!/^[a-z_][a-z0-9_]*$/.test(name))
      throw errors.parse('select parameter', raw, 'server/ reads plain columns only')
    return column(name, table)
  })
}

/** `columns="id","email"` (supabase-js sends it with array inserts). */
export function parseColumns(raw: string, table: Table = LEADS_TABLE): string[] {
  return raw.split(',').map((part) => {
    const name = part.trim().replace(/^"(.*)"$/, '$1')
    if (!table.columns.includes(name)) throw errors.unknownColumn(name, table.name)
    return name
  })
}

function nonNegativeInteger(raw: string, what: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw errors.parse(what, raw)
  return Number(raw)
}

/** Filters (`id=eq.<uuid>`), order (`created_at.desc,id`), limit and offset. */
export function parseRead(search: URLSearchParams, table: Table = LEADS_TABLE): Read {
  const params: unknown[] = []
  const conditions: string[] = []
  for (const [name, value] of search) {
    if (RESERVED.has(name)) continue
    const target = column(name, table)
    const dot = value.indexOf('.')
    const operator = dot > 0 ? value.slice(0, dot) : ''
    const operand = dot > 0 ? value.slice(dot + 1) : ''
    if (operator in OPERATORS) {
      params.push(operand)
      conditions.push(`${ident(target)} ${OPERATORS[operator]} $${params.length}`)
    } else if (operator === 'is' && operand in IS_VALUES) {
      conditions.push(`${ident(target)} is ${IS_VALUES[operand]}`)
    } else {
      throw errors.parse('filter', value, `server/ supports ${Object.keys(OPERATORS).join(', ')} and is`)
    }
  }

  const orderRaw = search.get('order')
  const order = orderRaw
    ? orderRaw.split(',').map((term) => {
        const [name, ...modifiers] = term.trim().split('.')
        const parts = [ident(column(name, table))]
        for (const modifier of modifiers) {
          if (modifier === 'asc' || modifier === 'desc') parts.push(modifier)
          else if (modifier === 'nullsfirst') parts.push('nulls first')
          else if (modifier === 'nullslast') parts.push('nulls last')
          else throw errors.parse('order', orderRaw)
        }
        return parts.join(' ')
      })
    : []

  const limitRaw = search.get('limit')
  const offsetRaw = search.get('offset')
  return {
    columns: parseSelect(search.get('select'), table),
    where: conditions.length ? `where ${conditions.join(' and ')}` : '',
    order: order.length ? `order by ${order.join(', ')}` : '',
    limit: limitRaw === null ? null : nonNegativeInteger(limitRaw, 'limit'),
    offset: offsetRaw === null ? 0 : nonNegativeInteger(offsetRaw, 'offset'),
    params,
  }
}
