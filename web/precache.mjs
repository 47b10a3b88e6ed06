// Writes a built site's service worker (DIST/sw.js, from web/sw.js): every file of the site
// but sw.js itself, each with the SRI hash of its bytes, and the version, the first 16 hex
// digits of a SHA-256 over those names and hashes and web/sw.js: a build that changed any file
// gives a byte-different sw.js, which browsers install as a new version (docs/web.md,
// "Installable and offline"). `node web/precache.mjs DIST` (run by `scripts/web build`);
// prints the version.
import { createHash } from "node:crypto";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));

/** The site's files under `dist` (`worker/worker.js`), in a fixed order, sw.js left out. */
export function siteFiles(dist) {
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name).slice(dist.length).replace(/^\/+/, ""))
    .filter((name) => name !== "sw.js")
    .sort();
}

/** Whether the site's file `name` is cached when first asked for rather than at install: the
 * Japanese font, which only a player who chooses Japanese downloads (docs/translating.md). */
export function onDemand(name) {
  return name.startsWith("assets/");
}

/** Writes `dist`/sw.js for the files there now; returns its version and files. A file cached on
 * demand is listed with a `~` before its name. */
export function writeServiceWorker(dist, template = join(here, "sw.js")) {
  const files = siteFiles(dist);
  const listed = files.map((name) => {
    if (/\s/.test(name)) throw new Error(`${dist}/${name}: a name with a space cannot be listed`);
    const hash = createHash("sha256").update(readFileSync(join(dist, name))).digest("base64");
    return `${onDemand(name) ? "~" : ""}${name} sha256-${hash}`;
  });
  const text = readFileSync(template, "utf8");
  const version = createHash("sha256").update(`${listed.join("\n")}\n${text}`).digest("hex").slice(0, 16);
  if (!text.includes('"__VERSION__"') || !text.includes('"__FILES__"')) throw new Error(`${template} has no __VERSION__ or __FILES__`);
  writeFileSync(join(dist, "sw.js"), text.replace('"__VERSION__"', `"${version}"`).replace('"__FILES__"', () => `"${listed.join(" ")}"`));
  return { version, files };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2];
  if (!dist) {
    console.error("usage: node web/precache.mjs DIST");
    process.exit(2);
  }
  const { version, files } = writeServiceWorker(dist.replace(/\/+$/, ""));
  console.log(`${version} (${files.length} files)`);
}
