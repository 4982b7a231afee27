import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? '3000'}`

export default defineConfig({
  root: 'src',
  publicDir: 'public',
  envDir: '..',
  plugins: [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    sourcemap: true,
    // The Lingui macro runs through Babel; its timing report is expected, not a problem.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  server: {
    // Only the API: the app's own modules live under /src/api.
    proxy: { '/api/v1': apiTarget },
  },
})
