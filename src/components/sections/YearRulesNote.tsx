import { Link } from '@tanstack/react-router'
import { yearRulesNote } from '@copy/pages/yearRules'

/** Under a table of yearly figures: the coverage year they describe, and the estimator for the later years. */
export function YearRulesNote({ year }: { year: number }) {
  return (
    <p className="note year-note">
      {yearRulesNote.text[year]} <Link to="/savings-calculator">{yearRulesNote.link[year]}</Link>.
    </p>
  )
}
