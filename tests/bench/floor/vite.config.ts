import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** The floor page of page-weight.ts: the app's React plugin and Vite defaults, nothing else. */
export default defineConfig({
  root: import.meta.dirname,
  logLevel: 'warn',
  plugins: [react()],
  build: { emptyOutDir: true, reportCompressedSize: false },
})
