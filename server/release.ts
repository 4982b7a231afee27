import { readFileSync } from 'node:fs'
import type { Config } from './config'

let packageVersion: string | undefined

/** RELEASE_VERSION wins; otherwise the version in package.json. */
export function releaseVersion(config: Config): string {
  if (config.releaseVersion) return config.releaseVersion
  if (packageVersion === undefined) {
    try {
      const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
        version?: unknown
      }
      packageVersion = typeof pkg.version === 'string' ? pkg.version : ''
    } catch {
      packageVersion = ''
    }
  }
  return packageVersion
}
