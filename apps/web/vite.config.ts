import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiOrigin = "http://127.0.0.1:3000";

// In development Vite serves the app and forwards the API and the uploaded images to the API
// process; in production the API serves apps/web/dist itself (one origin, so the strict CSP holds).
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      "/api": { target: apiOrigin, changeOrigin: false },
      "/uploads": { target: apiOrigin, changeOrigin: false },
    },
  },
  build: {
    outDir: "dist",
    assetsDir: "assets",
    emptyOutDir: true,
    sourcemap: false,
    // The DSFR stylesheet points at a few hundred small SVG icons; inlined, they would add about
    // 20 kB (gzip) to the CSS every page downloads, for icons most pages never show.
    assetsInlineLimit: (filePath) => (filePath.endsWith(".svg") ? false : undefined),
  },
});
