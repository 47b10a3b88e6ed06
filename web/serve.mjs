// Serves a folder on localhost (default web/dist on port 8080) with the right content types,
// wasm as application/wasm among them. `node web/serve.mjs [DIR] [PORT]`; used by
// `scripts/web serve` and by the browser test.
import { createServer } from "node:http";
import { createReadStream, statSync } from "node:fs";
import { extname, join, normalize, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".wasm": "application/wasm",
  ".css": "text/css; charset=utf-8",
  ".png": "image/png",
  ".ttf": "font/ttf",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain; charset=utf-8",
};

/** Starts serving `dir` on `port` (0: any free port); resolves to the server once listening. */
export function serve(dir, port = 8080, host = "127.0.0.1") {
  const root = resolve(dir);
  const server = createServer((request, response) => {
    let path;
    try {
      path = decodeURIComponent(new URL(request.url, "http://localhost").pathname);
    } catch {
      response.writeHead(400).end("bad address");
      return;
    }
    if (path.endsWith("/")) path += "index.html";
    const file = normalize(join(root, path));
    if (file !== root && !file.startsWith(root + sep)) {
      response.writeHead(403).end("outside the site");
      return;
    }
    let stat;
    try {
      stat = statSync(file);
    } catch {
      response.writeHead(404, { "Content-Type": "text/plain" }).end(`not found: ${path}`);
      return;
    }
    if (!stat.isFile()) {
      response.writeHead(404).end(`not a file: ${path}`);
      return;
    }
    // Revalidated on every load (a rebuilt site shows at once), and a file that did not change
    // is answered "304 Not Modified": the browser then reuses its copy, and Chromium the
    // game's compiled code that it keeps with it (docs/web.md, "Loading").
    const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    const headers = {
      "Content-Type": TYPES[extname(file)] ?? "application/octet-stream",
      "Cache-Control": "no-cache",
      ETag: etag,
      "Last-Modified": stat.mtime.toUTCString(),
    };
    if (request.headers["if-none-match"] === etag) {
      response.writeHead(304, headers).end();
      return;
    }
    response.writeHead(200, { ...headers, "Content-Length": stat.size });
    createReadStream(file).pipe(response);
  });
  return new Promise((done, failed) => {
    server.once("error", failed);
    server.listen(port, host, () => done(server));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? join(fileURLToPath(new URL(".", import.meta.url)), "dist");
  const port = Number(process.argv[3] ?? 8080);
  const server = await serve(dir, port);
  console.log(`Quartet: http://127.0.0.1:${server.address().port}/ (serving ${dir}; Ctrl+C stops)`);
}
