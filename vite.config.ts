import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { buildInfo } from './scripts/build/buildInfo';
import { mantineComponentStyles } from './scripts/build/mantineComponentStyles';
import { precompress } from './scripts/build/precompress';

const src = fileURLToPath(new URL('./src', import.meta.url));
const entry = fileURLToPath(new URL('./src/main.tsx', import.meta.url));

export default defineConfig({
  plugins: [
    // Must come before react(): it writes src/routeTree.gen.ts and splits route components.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
    react(),
    mantineComponentStyles(entry),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2,mp3,wav,wasm}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    buildInfo(),
    precompress(),
  ],
  resolve: { alias: { '~': src } },
  build: {
    target: 'es2022',
    // No source maps in the build: the server would publish them (the code's full source) to anyone.
    sourcemap: false,
    // The label printer's chunk (pdf-lib and two bwip-js encoders, about 600 KB) loads only when a
    // label is printed; the first visit's budget is checked by `npm run bench` instead.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // What every first visit needs goes in one chunk: one request, and it compresses far better
        // than the dozens of fragments automatic splitting makes. Route screens stay lazy.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080', '/admin': 'http://localhost:8080' },
  },
});
