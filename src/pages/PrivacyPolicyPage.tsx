import { privacyPolicy } from '@copy/pages/privacyPolicy'
import { LegalPage } from './LegalPage'

export function PrivacyPolicyPage() {
  return <LegalPage legal={privacyPolicy} />
}
