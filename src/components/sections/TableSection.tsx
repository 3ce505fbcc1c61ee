import type { ReactNode } from 'react'
import { DataTable } from './DataTable'
import { Section } from './Section'
import { YearRulesNote } from './YearRulesNote'

export type TableContent = { caption: string; columns: readonly string[]; rows: ReadonlyArray<readonly string[]> }

type Props = {
  heading: string
  paragraphs?: readonly string[]
  table: TableContent
  note?: string
  /** An anchor target for in-page navigation. */
  id?: string
  tone?: 'plain' | 'tinted'
  /** Anything between the paragraphs and the table, e.g. a checklist. */
  children?: ReactNode
  /** The coverage year whose rules the figures follow (SPEC's 2025 copy): says so, and links the estimator. */
  rulesYear?: number
}

/** A heading, a few paragraphs and a data table with its note: income guides, deadlines, step-by-step processes. */
export function TableSection({ heading, paragraphs = [], table, note, id, tone, children, rulesYear }: Props) {
  return (
    <Section id={id} heading={heading} tone={tone}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="section__intro">
          {paragraph}
        </p>
      ))}
      {children}
      <DataTable caption={table.caption} columns={table.columns} rows={table.rows} />
      {note ? <p className="note">{note}</p> : null}
      {rulesYear ? <YearRulesNote year={rulesYear} /> : null}
    </Section>
  )
}
