/**
 * The path the build renders the not-found page at (scripts/build/prerender.ts): no page lives there, so the server's
 * 404 answer for any unknown path is that one page. A link that names the current path reads the visitor's real
 * path once the page runs, never this one.
 */
export const prerenderNotFoundPath = '/__prerender-not-found__'
