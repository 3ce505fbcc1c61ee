import { termsOfService } from '@copy/pages/termsOfService'
import { LegalPage } from './LegalPage'

export function TermsOfServicePage() {
  return <LegalPage legal={termsOfService} />
}
