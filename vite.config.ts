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
    rolldownOptions: {
      output: {
        // What every signed-in page needs goes in one chunk (one request, one gzip dictionary);
        // screens stay lazy, and the photo area stays a chunk of its own.
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|zod|xstate|@xstate[\\/]react|ky|use-sync-external-store)[\\/]|[\\/](src[\\/](app[\\/](?!static[\\/])|api|styles|ui|main\.tsx)|schemas|machines)[\\/]?/,
            },
          ],
        },
      },
    },
  },
});
