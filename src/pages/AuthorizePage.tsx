import { authorizeCopy } from '@copy/browser/authorizeForm'
import { authorizeMeta } from '@copy/pages/authorize'
import { authorizePageShown } from '../../rules/authorizePage'
import { Seo } from '../components/Seo'
import { ContentPageLayout } from '../components/layout/ContentPageLayout'
import { AuthorizeForm } from '../components/authorize/AuthorizeForm'
import { NotFoundPage } from './NotFoundPage'

/** /authorize: the consumer's consent for an agent to help, reached by the agent's link; not found while the setting is off. */
export function AuthorizePage() {
  if (!authorizePageShown) return <NotFoundPage />
  return (
    <ContentPageLayout>
      <Seo page={authorizeMeta} />
      <article className="section">
        <div className="container container--narrow prose">
          <h1>{authorizeCopy.heading}</h1>
          <p>{authorizeCopy.intro}</p>
          <AuthorizeForm />
        </div>
      </article>
    </ContentPageLayout>
  )
}
