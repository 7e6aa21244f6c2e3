// Writes .br and .gz beside every built asset so the server can send them precompressed.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

// WEB_DIST_DIR: the same folder vite.config.ts built into
const dist = path.resolve(process.env.WEB_DIST_DIR ?? path.join(import.meta.dirname, "../dist"));
const compressible = /\.(js|css|html|svg|json|txt)$/;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (compressible.test(name) && name !== "index.html") {
      const source = readFileSync(file);
      if (source.length < 1024) continue;
      writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  }
}
walk(dist);
