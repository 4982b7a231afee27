import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import { build, createServer, defineConfig, minifySync, type Plugin } from 'vite'

const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? '3000'}`

/** The app's own build, not the server renderer's (`dist-ssr`, built after it). */
const clientBuild = (_config: unknown, env: { command: string; isSsrBuild?: boolean }) =>
  env.command === 'build' && !env.isSsrBuild

/** The scripts the public folder ships as they are (its comments are for whoever edits them). */
const PUBLIC_SCRIPTS = ['assets/theme.js']

/** Minifies the public folder's scripts in the built app, before they are compressed. */
function minifyPublicScripts(dir: string) {
  for (const name of PUBLIC_SCRIPTS) {
    const file = path.join(dir, name)
    const { code, errors } = minifySync(name, readFileSync(file, 'utf8'))
    if (errors.length > 0) throw new Error(`${name} could not be minified: ${errors[0]?.message}`)
    writeFileSync(file, code)
  }
}

/**
 * Minifies the public scripts, then writes a brotli (.br) and a gzip (.gz) copy beside each compressible
 * built asset, at the strongest settings, once at build time: the server sends them as they are
 * (serveStatic `precompressed`) instead of compressing every response on the fly at gzip's default level.
 */
function precompressAssets(): Plugin {
  return {
    name: 'altura:precompress-assets',
    apply: clientBuild,
    writeBundle(options) {
      const dir = options.dir ?? 'dist'
      minifyPublicScripts(dir)
      for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
        if (!/\.(m?js|css|svg|json|geojson)$/.test(name)) continue
        const file = path.join(dir, name)
        const content = readFileSync(file)
        if (content.length < 1024) continue
        const brotli = brotliCompressSync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        })
        writeFileSync(`${file}.br`, brotli)
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }))
      }
    },
  }
}

/**
 * Names the built catalogue chunks in index.html (`<meta name="altura-catalogues">`), so theme.js can
 * preload the visitor's language with the page instead of after the scripts have run.
 */
function announceCatalogues(): Plugin {
  return {
    name: 'altura:announce-catalogues',
    apply: clientBuild,
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const catalogues: Record<string, string> = {}
        for (const chunk of Object.values(context.bundle ?? {})) {
          if (chunk.type !== 'chunk') continue
          const language = chunk.facadeModuleId?.match(/locales[\\/](\w+)[\\/]messages\.po/)?.[1]
          if (language) catalogues[language] = `/${chunk.fileName}`
        }
        return [
          {
            tag: 'meta',
            attrs: { name: 'altura-catalogues', content: JSON.stringify(catalogues) },
            injectTo: 'head-prepend',
          },
        ]
      },
    },
  }
}

/**
 * The app's start-up (src/main.tsx) brings its modules in stages, by dynamic imports, so that each stage
 * is evaluated in a task of its own. Vite would ask for each stage's chunks only when the stage begins, a
 * round trip each: this preloads them all with the entry instead, as its static imports are (index.html's
 * `modulepreload` links, which a drawn page's theme.js adds after its first frame). The catalogues are
 * left out: theme.js preloads the visitor's language only.
 */
function preloadBootStages(): Plugin {
  return {
    name: 'altura:preload-boot-stages',
    apply: clientBuild,
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle ?? {}
        const entry = context.chunk
        if (!entry) return []
        const listed = new Set([entry.fileName, ...entry.imports])
        const wanted: string[] = []
        const visit = (fileName: string) => {
          if (listed.has(fileName)) return
          listed.add(fileName)
          const chunk = bundle[fileName]
          if (chunk?.type !== 'chunk') return
          for (const imported of chunk.imports) visit(imported)
          wanted.push(fileName)
        }
        for (const fileName of entry.dynamicImports) {
          const chunk = bundle[fileName]
          if (chunk?.type !== 'chunk' || /locales[\\/]\w+[\\/]messages\.po/.test(chunk.facadeModuleId ?? ''))
            continue
          visit(fileName)
        }
        return wanted.map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head' as const,
        }))
      },
    },
  }
}

/**
 * The start-up's stages (src/main.tsx), each named by the modules the entry imports for it. Each stage
 * is built as one chunk of everything it brings that an earlier stage has not, rather than the dozens of
 * small chunks the automatic splitting makes of modules that lazy routes share with the start-up: every
 * visit loads all of them anyway, and one file compresses better than many (13 kB less on the landing).
 */
const BOOT_STAGES: { name: string; entries: RegExp[] }[] = [
  { name: 'boot', entries: [/[\\/]src[\\/]main\.tsx$/] },
  {
    name: 'boot-router',
    entries: [/[\\/]src[\\/]router\.tsx$/, /[\\/]react-aria[\\/].*I18nProvider\.m?js$/],
  },
  {
    name: 'boot-actors',
    entries: [/[\\/]src[\\/]app[\\/](actors|url-bridge|first-states)\.tsx?$/],
  },
  { name: 'boot-render', entries: [/[\\/]src[\\/]app[\\/]app-tree\.tsx$/, /[\\/]react-dom[\\/]client\.js$/] },
]

function bootStageChunks(): Plugin {
  const stageOf = new Map<string, string>()
  return {
    name: 'altura:boot-stage-chunks',
    apply: clientBuild,
    buildEnd(error) {
      if (error) return
      const ids = [...this.getModuleIds()]
      const entry = ids.find((id) => BOOT_STAGES[0]?.entries.some((pattern) => pattern.test(id)))
      if (!entry) throw new Error('boot-stage-chunks: the entry (src/main.tsx) is not in the build')
      const seen = new Set<string>()
      const starts = [entry, ...(this.getModuleInfo(entry)?.dynamicallyImportedIds ?? [])]
      for (const stage of BOOT_STAGES) {
        const stack: string[] = []
        for (const pattern of stage.entries) {
          const found = starts.filter((id) => pattern.test(id))
          if (found.length === 0)
            throw new Error(`boot-stage-chunks: the entry imports nothing matching ${pattern} any more`)
          stack.push(...found)
        }
        while (stack.length > 0) {
          const id = stack.pop() as string
          if (seen.has(id)) continue
          seen.add(id)
          // The entry module itself stays the entry chunk, which names the stages' chunks as its imports.
          if (id !== entry) stageOf.set(id, stage.name)
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []))
        }
      }
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: BOOT_STAGES.map((stage, index) => ({
            name: stage.name,
            test: (id: string) => stageOf.get(id) === stage.name,
            priority: BOOT_STAGES.length - index,
          })),
        },
      }
    },
  }
}

const FAMILIES = ['range-rover', 'defender', 'discovery', 'jaguar']

/** The public pages whose first paint is rendered at build time, in each language (src/prerender). */
const FIRST_PAINT_PAGES: Record<string, string> = {
  landing: '/',
  ...Object.fromEntries(FAMILIES.map((family) => [family, `/${family}/`])),
  ...Object.fromEntries(FAMILIES.map((family) => [`${family}.login`, `/${family}/autentication`])),
}

/**
 * Renders the first paint of the landing page, the family homes and the login pages to HTML after the build
 * (`first-paint/<page>.<language>.html`), with the app's own components through Vite's SSR loader: the
 * server sends it with the page, so the pictures and texts show before the scripts have run.
 */
function prerenderFirstPaint(): Plugin {
  let outDir = 'dist'
  return {
    name: 'altura:prerender-first-paint',
    apply: clientBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      const server = await createServer({
        configFile: path.resolve(import.meta.dirname, 'vite.config.ts'),
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
        logLevel: 'warn',
      })
      try {
        const { renderPage } = await server.ssrLoadModule('/prerender/render-page.tsx')
        mkdirSync(path.join(outDir, 'first-paint'), { recursive: true })
        for (const [page, url] of Object.entries(FIRST_PAINT_PAGES)) {
          for (const language of ['it', 'en']) {
            const html: string = await renderPage(url, language)
            writeFileSync(path.join(outDir, 'first-paint', `${page}.${language}.html`), html)
          }
        }
      } finally {
        await server.close()
      }
    },
  }
}

/**
 * Builds the server's page worker (src/prerender/page-worker.ts, over live-page.tsx) into `dist-ssr` after
 * the app: the server's worker threads draw tab1 with its results when a link opens it
 * (server/http/page-pool.ts). Outside `dist`, so it is never served as a file; its pictures and styles are
 * the app's, already in `dist`.
 */
function buildLiveRenderer(): Plugin {
  let root = 'src'
  return {
    name: 'altura:build-live-renderer',
    apply: clientBuild,
    configResolved(config) {
      root = config.root
    },
    async closeBundle() {
      await build({
        configFile: path.resolve(import.meta.dirname, 'vite.config.ts'),
        logLevel: 'warn',
        build: {
          ssr: path.join(root, 'prerender', 'page-worker.ts'),
          outDir: path.resolve(root, '..', 'dist-ssr'),
          emptyOutDir: true,
          sourcemap: false,
          copyPublicDir: false,
        },
      })
    },
  }
}

export default defineConfig({
  root: 'src',
  publicDir: 'public',
  envDir: '..',
  plugins: [
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    announceCatalogues(),
    preloadBootStages(),
    bootStageChunks(),
    precompressAssets(),
    prerenderFirstPaint(),
    buildLiveRenderer(),
  ],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    // Every browser the app supports preloads modules itself.
    modulePreload: { polyfill: false },
    sourcemap: true,
    // The Lingui macro runs through Babel; its timing report is expected, not a problem.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  server: {
    // Only the API: the app's own modules live under /src/api.
    proxy: { '/api/v1': apiTarget },
  },
})
