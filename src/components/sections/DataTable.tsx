type Props = {
  caption: string
  columns: readonly string[]
  rows: ReadonlyArray<readonly string[]>
  /** Hide the caption visually where a heading right above already says the same. */
  captionHidden?: boolean
}

/**
 * A real table (header cells with scope). Under 600 px each row shows as a card of labelled values (styles.css,
 * the labels from data-label); the element stays a table, so screen readers still announce rows and columns.
 */
export function DataTable({ caption, columns, rows, captionHidden = true }: Props) {
  return (
    <div className="table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="data-table">
        <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.join('|')}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index} data-label={columns[index]}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
