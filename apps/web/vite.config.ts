/// <reference types="vitest/config" />
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/** One id per build: the page compares it with the served version.json on each navigation. */
const version = process.env.APP_VERSION ?? `${Date.now().toString(36)}`;

function versionFile(): Plugin {
  return {
    name: "version-file",
    apply: "build",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "version.json", source: JSON.stringify({ version }) });
    },
  };
}

export default defineConfig({
  plugins: [react(), versionFile()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  server: {
    port: 5173,
    proxy: { "/spa": "http://localhost:3000" },
  },
  build: {
    outDir: "dist",
    // Not "assets": /assets/{barcode} is a screen of the product (SPEC §2).
    assetsDir: "static",
    sourcemap: true,
  },
  test: {
    environment: "happy-dom",
    setupFiles: ["./src/test/setup.ts"],
    css: false,
  },
});
