// The helper lives in scripts/browsers/ beside the WebKit driver that needs it, which `npm run screenshots` imports
// (scripts/ imports nothing from tests/); the tests that start a server take it from here as before.
export { freePort } from '../../scripts/browsers/freePort'
