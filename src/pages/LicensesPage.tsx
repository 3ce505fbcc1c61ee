import { licensesCopy as copy, licensesMeta } from '@copy/pages/licenses'
import { Seo } from '../components/Seo'
import { ExternalLink } from '../components/conversion/ExternalLink'
import { ContentPageLayout } from '../components/layout/ContentPageLayout'
import { DataTable } from '../components/sections/DataTable'
import { Section } from '../components/sections/Section'
import { config } from '../lib/env'
import { withEnglishNames } from '../components/englishNames'

/**
 * /licenses: the agency's state licences and where it is, as markup only (no component here runs in the browser beyond
 * the frame every page has). Every page's footer links here.
 */
export function LicensesPage() {
  return (
    <ContentPageLayout>
      <Seo page={licensesMeta} />
      <article className="section">
        <div className="container container--narrow prose">
          <h1>{copy.heading}</h1>
          <p>{copy.intro}</p>
          {copy.rows.length > 0 && (
            <DataTable caption={copy.table.caption} columns={copy.table.columns} rows={copy.rows} />
          )}
          <Section heading={copy.agencyHeading}>
            <ul>
              <li>{withEnglishNames(`${copy.legalName} ${config.agencyLegalName}`)}</li>
              {copy.domicile && <li>{copy.domicile}</li>}
              {copy.principalPlace && <li>{copy.principalPlace}</li>}
              <li>
                {`${copy.npn} ${config.trust.npn}. `}
                <ExternalLink href={config.trust.licenseLookupUrl}>{copy.lookup}</ExternalLink>
              </li>
            </ul>
          </Section>
        </div>
      </article>
    </ContentPageLayout>
  )
}
