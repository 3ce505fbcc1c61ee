/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'

export default defineConfig({
  plugins: [
    // The router plugin must run before react(): it rewrites route files and splits each page into its own chunk.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
    react(),
  ],
  build: {
    manifest: true,
    // The prerendered HTML already preloads each page's chunks (scripts/assetManifest.ts); Vite's own helper
    // would repeat every chunk's dependency list inside the entry: 1 KB gzip on every first visit.
    modulePreload: false,
    outDir: 'dist/client',
    rollupOptions: { input: 'src/entry-client.tsx' },
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
  },
})
