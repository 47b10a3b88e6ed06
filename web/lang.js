// The page's language (docs/translating.md, "The web page"): the one chosen in the game's
// Settings (kept in localStorage with the settings), else the best of the browser's
// `navigator.languages`, else English; the same choice the game makes (src/i18n). `t(id, args)`
// gives a message of web/strings.mjs's, its `{ $name }` variables filled in.
import { STRINGS } from "./strings.js";

function chosen() {
  try {
    const settings = localStorage.getItem("quartet.settings") || "";
    const m = /language:\s*Some\("([^"]+)"\)/.exec(settings);
    if (m && STRINGS[m[1]]) return m[1];
  } catch {
    // (No storage: the browser's languages decide.)
  }
  return null;
}

function fromBrowser() {
  const spoken = Object.keys(STRINGS);
  for (const wanted of navigator.languages || [navigator.language || "en"]) {
    const tag = String(wanted);
    const exact = spoken.find((c) => c.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const base = tag.split("-")[0].toLowerCase();
    const near = spoken.find((c) => c.split("-")[0].toLowerCase() === base);
    if (near) return near;
  }
  return "en";
}

export const LANG = chosen() || fromBrowser();

export function t(id, args = {}) {
  const text = (STRINGS[LANG] && STRINGS[LANG][id]) || STRINGS.en[id] || id;
  return text.replace(/\{ \$([a-z_]+) \}/g, (_, name) => (name in args ? String(args[name]) : ""));
}

/** A number of megabytes as the language writes it, one decimal. */
export function megabytes(bytes) {
  return new Intl.NumberFormat(LANG, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / 1e6);
}

/** The page's own texts in its language. */
export function translatePage() {
  document.documentElement.lang = LANG;
  const set = (selector, id, attribute) => {
    const element = document.querySelector(selector);
    if (!element) return;
    if (attribute) element.setAttribute(attribute, t(id));
    else element.textContent = t(id);
  };
  set("#status", "web-loading");
  set("#offline span", "web-offline");
  set("#offline button", "web-close", "aria-label");
  set("#typing", "web-your-name", "aria-label");
}
