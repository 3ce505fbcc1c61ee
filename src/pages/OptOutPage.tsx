import { optOutCopy } from '@copy/optOutForm'
import { optOutMeta } from '@copy/pages/optOut'
import { Seo } from '../components/Seo'
import { ContentPageLayout } from '../components/layout/ContentPageLayout'
import { OptOutForm } from '../components/optOut/OptOutForm'

/** /opt-out: ask the agency to stop calls, texts or emails. */
export function OptOutPage() {
  return (
    <ContentPageLayout>
      <Seo page={optOutMeta} />
      <article className="section">
        <div className="container container--narrow prose">
          <h1>{optOutCopy.heading}</h1>
          {optOutCopy.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <OptOutForm />
        </div>
      </article>
    </ContentPageLayout>
  )
}
