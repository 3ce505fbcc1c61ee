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
    // biome-ignore lint/a11y/useSemanticElements: a named, focusable scroll box around a wide table, not a section of the page
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the box scrolls, and a keyboard scrolls only what it can focus
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
                  // biome-ignore lint/suspicious/noArrayIndexKey: a cell's place in its row is what it is: cells never move
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a cell's place in its row is what it is: cells never move
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
