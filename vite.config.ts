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
    outDir: 'dist/client',
    rollupOptions: { input: 'src/entry-client.tsx' },
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
  },
})
