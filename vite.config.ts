import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const alias = {
  '@': dir('./src'),
  '@machines': dir('./machines'),
  '@schemas': dir('./schemas'),
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
});
