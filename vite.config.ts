import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
};

export default defineConfig(({ command, isSsrBuild }) => {
  // `npm start` may run the build from inside a test runner that exported NODE_ENV=test, which
  // makes Vite bundle React's development build (twice the size, dev-only warnings). Vite reads
  // NODE_ENV after loading this file, so a build is pinned to production here; an explicit
  // NODE_ENV=development still gives a debuggable build.
  if (command === 'build' && process.env.NODE_ENV !== 'development') process.env.NODE_ENV = 'production';

  // `vite build --ssr src/web/entry-server.tsx`: the renderer the server uses for public pages
  // (src/server/modules/site/page-renderer.ts). Everything is bundled in, so the server needs no
  // front-end packages at run time.
  if (isSsrBuild) {
    return {
      plugins: [react()],
      resolve: { alias },
      ssr: { noExternal: true },
      build: { outDir: 'dist/web-ssr', emptyOutDir: true, sourcemap: false, target: 'node20', copyPublicDir: false },
    };
  }

  return {
    plugins: [react(), tailwindcss()],
    resolve: { alias },
    build: {
      outDir: 'dist/web',
      emptyOutDir: true,
      assetsDir: 'assets',
      sourcemap: false,
      // Read by the server (src/server/modules/site/route-assets.ts) to announce each page's
      // route chunk in its HTML, so it downloads alongside the entry instead of after it has run.
      manifest: true,
      target: 'es2022',
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // Libraries every page needs: one long-cached file that changes only with upgrades.
              {
                name: 'vendor',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack|sonner)[\\/]/,
                priority: 2,
              },
              // Small modules shared by several pages (UI primitives, icons, hooks): one request
              // instead of a dozen sub-kilobyte ones, which queue on an HTTP/1.1 connection.
              {
                name: 'shared',
                test: /src[\\/]web[\\/](components[\\/]ui|lib|features[\\/]catalog)[\\/]|node_modules[\\/]lucide-react[\\/]/,
                minShareCount: 2,
                priority: 1,
              },
            ],
          },
        },
      },
    },
    server: {
      port: 5173,
      proxy: { '/api': 'http://127.0.0.1:3000', '/sitemap.xml': 'http://127.0.0.1:3000', '/robots.txt': 'http://127.0.0.1:3000' },
    },
  };
});
