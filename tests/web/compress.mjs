// Writes, beside each file of a web build that compresses, its brotli (.br, quality 11) and gzip
// (.gz, level 9) forms, for a server that serves a file so to a browser that accepts it
// (`Content-Encoding`). Images, and files already compressed, are left as they are.
//
// Usage: node compress.mjs WEB_BUILD_DIR. Prints each file's three sizes.

import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const COMPRESSIBLE = new Set([".wasm", ".js", ".html", ".webmanifest", ".ttf", ".wav", ".json", ".css"]);

const root = path.resolve(process.argv[2] ?? "");
if (!fs.existsSync(path.join(root, "index.html"))) {
  console.error("usage: node compress.mjs WEB_BUILD_DIR (the folder .ci/web writes)");
  process.exit(2);
}

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(file);
    else if (COMPRESSIBLE.has(path.extname(file))) yield file;
  }
}

for (const file of [...files(root)]) {
  const bytes = fs.readFileSync(file);
  const brotli = zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gzip = zlib.gzipSync(bytes, { level: 9 });
  fs.writeFileSync(`${file}.br`, brotli);
  fs.writeFileSync(`${file}.gz`, gzip);
  console.log(`${path.relative(root, file)}: ${bytes.length} bytes, brotli ${brotli.length}, gzip ${gzip.length}`);
}
