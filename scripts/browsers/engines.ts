import { accessSync, constants } from 'node:fs'
import { delimiter, join } from 'node:path'
import { firefoxPath, launchFirefox } from './firefox'
import type { BrowserSession, EngineName, LaunchOptions } from './session'
import { launchWebKit, miniBrowserPath } from './webkit'

type Engine = {
  /** How the suite and the summary name it. */
  label: string
  /** What it needs from the machine: an executable file, or a command on PATH, and the Debian package with it. */
  needs: () => Array<{ what: string; aptPackage: string }>
  launch: (options?: LaunchOptions) => Promise<BrowserSession>
}

/** The engines besides Chromium; scripts/test/ensure-engines.sh installs the same packages. */
export const engines: Record<EngineName, Engine> = {
  firefox: {
    label: 'Firefox ESR',
    needs: () => [{ what: firefoxPath(), aptPackage: 'firefox-esr' }],
    launch: launchFirefox,
  },
  webkit: {
    label: 'WebKitGTK MiniBrowser',
    needs: () => [
      { what: miniBrowserPath(), aptPackage: 'libwebkit2gtk-4.1-0' },
      { what: 'WebKitWebDriver', aptPackage: 'webkit2gtk-driver' },
      { what: 'Xvfb', aptPackage: 'xvfb' },
    ],
    launch: launchWebKit,
  },
}

const executable = (file: string) => {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}
const found = (what: string) =>
  what.includes('/')
    ? executable(what)
    : (process.env.PATH ?? '').split(delimiter).some((dir) => dir && executable(join(dir, what)))

/** Why this machine cannot run the engine (the first thing missing and the command that installs it), or undefined. */
export function missingFor(engine: EngineName): string | undefined {
  const lacking = engines[engine].needs().find(({ what }) => !found(what))
  return lacking && `no ${lacking.what}; on Debian: apt-get install ${lacking.aptPackage}`
}
