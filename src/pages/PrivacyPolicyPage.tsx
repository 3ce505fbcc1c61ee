import { privacyPolicy } from '../../content/pages/privacyPolicy'
import { LegalPage } from './LegalPage'

export function PrivacyPolicyPage() {
  return <LegalPage legal={privacyPolicy} />
}
