import { Link } from '@tanstack/react-router'
import { backToHome } from '@copy/site'

/** The 'Back to Home' link every page except the phone-only landing pages carries. */
export function BackToHome() {
  return (
    <Link to="/" className="back-home">
      <span aria-hidden="true">← </span>
      {backToHome}
    </Link>
  )
}
