import type { SiteConfig } from './readConfig'

export type { SiteConfig } from './readConfig'

/**
 * This build's configuration: vite.config.ts reads the VITE_* variables with readConfig.ts once, at build time
 * (a malformed one stops the build, naming it), and hands the checked result in as a constant. The browser gets
 * the values, not the checks.
 */
declare const __SITE_CONFIG__: SiteConfig
export const config: SiteConfig = __SITE_CONFIG__
