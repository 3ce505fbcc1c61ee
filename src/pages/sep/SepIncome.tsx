import { Link } from '@tanstack/react-router'
import { sepIncome } from '@copy/pages/sep'
import { DataTable } from '../../components/sections/DataTable'
import { Section } from '../../components/sections/Section'

/** The low-cost section: what plans can cost, and the most the benchmark Silver plan costs at a low income, by household size. */
export function SepIncome() {
  return (
    <Section heading={sepIncome.heading} intro={sepIncome.intro} tone="tinted" width="narrow">
      <DataTable caption={sepIncome.caption} columns={sepIncome.columns} rows={sepIncome.rows} />
      <p className="note">
        {sepIncome.note} <Link to="/savings-calculator">{sepIncome.calculatorLink}</Link>.
      </p>
    </Section>
  )
}
