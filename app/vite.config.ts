import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    // Keep only react-aria's English and Arabic strings (the product's two languages).
    { ...optimizeLocales.vite({ locales: ['en', 'ar'] }), enforce: 'pre' },
    vanillaExtractPlugin(),
    react(),
  ],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    port: 5173,
    // The API runs beside the dev server; one origin in production (npm start).
    proxy: { '/merchant': 'http://localhost:3000', '/public': 'http://localhost:3000', '/locales': 'http://localhost:3000' },
  },
});
