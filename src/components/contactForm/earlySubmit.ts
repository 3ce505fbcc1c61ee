/** The property a form carries once the page has held its submit (see holdEarlySubmits). */
export const HELD = 'heldSubmit'

/**
 * Inline in the prerendered page, ahead of the form, so it runs before any script file has loaded: a contact
 * form submitted before React has hydrated is held (no native submission: nothing in a URL, nothing typed is
 * lost) and marked, and the form sends it once it is ready. After hydration React's onSubmit has already
 * cancelled the default, so this does nothing. The build hashes it into the page's Content-Security-Policy
 * like every inline script.
 */
export const holdEarlySubmits = `addEventListener("submit",function(e){var f=e.target;if(!e.defaultPrevented&&f.classList.contains("contact-form")){e.preventDefault();f.${HELD}=!0}})`
