// The page's own words in every language (docs/translating.md, "The web page"), from the same
// Fluent files as the game's: `assets/i18n/<code>/web.ftl`. `node web/strings.mjs DIST` (run by
// `scripts/web build`) writes DIST/strings.js, which the loader imports, and puts the sentence
// for a browser without JavaScript into DIST/index.html's <noscript>, in every language.
// The files hold only `id = text` lines with `{ $name }` variables (the Rust test checks every
// language has English's messages); anything else stops the build.
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
// The game's order (src/i18n/mod.rs, LANGUAGES): English first, the fallback.
const ORDER = ["en", "de", "fr", "es", "pt-BR", "pl", "ru", "ja"];

/** Every language's messages: { code: { id: text } }. */
export function readStrings(i18n = join(root, "assets", "i18n")) {
  const codes = readdirSync(i18n).filter((c) => ORDER.includes(c));
  const all = {};
  for (const code of ORDER.filter((c) => codes.includes(c))) {
    const messages = {};
    const text = readFileSync(join(i18n, code, "web.ftl"), "utf8");
    text.split("\n").forEach((line, i) => {
      if (!line.trim() || line.startsWith("#")) return;
      const m = /^([a-z][a-z0-9-]*) = (.+)$/.exec(line);
      if (!m || m[2].includes("->")) throw new Error(`${code}/web.ftl:${i + 1}: not a one-line message: ${line}`);
      messages[m[1]] = m[2];
    });
    all[code] = messages;
  }
  return all;
}

/** Writes `dist`/strings.js and the <noscript> of `dist`/index.html. */
export function writeStrings(dist) {
  const all = readStrings();
  const module = `// Written by web/strings.mjs from assets/i18n/*/web.ftl.
export const STRINGS = ${JSON.stringify(all)};
`;
  writeFileSync(join(dist, "strings.js"), module);
  const page = join(dist, "index.html");
  const html = readFileSync(page, "utf8");
  const sentences = Object.entries(all).map(([code, m]) => `<p lang="${code}">${m["web-needs-js"]}</p>`);
  const noscript = /<noscript>[\s\S]*?<\/noscript>/;
  if (!noscript.test(html)) throw new Error(`${page} has no <noscript>`);
  writeFileSync(page, html.replace(noscript, () => `<noscript>${sentences.join("")}</noscript>`));
  return Object.keys(all);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2];
  if (!dist) {
    console.error("usage: node web/strings.mjs DIST");
    process.exit(2);
  }
  console.log(writeStrings(dist.replace(/\/+$/, "")).join(" "));
}
