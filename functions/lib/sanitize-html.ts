// The one allow-list for rich text served to the browser (dashboard descriptions). Applied on the way
// in, by the one dashboard write path (functions/data/dashboard-writes.ts): descriptions are
// stored clean and served as stored. The SPA runs DOMPurify again before it renders one.
// js-xss (`xss`, ~19 KB bundled) rather than sanitize-html (~280 KB with htmlparser2's entity tables
// and postcss): the dashboards Lambda that carries it must stay small.
import * as xssModule from 'xss';
import type { IWhiteList } from 'xss';

// xss is CommonJS: Node's own ESM loader (npm start runs this under tsx) puts its exports on `default`
// only, where esbuild and Vite also name them; take them from wherever they are.
const xss = 'FilterXSS' in xssModule ? xssModule : (xssModule as unknown as { default: typeof xssModule }).default;
const { FilterXSS, escapeAttrValue, friendlyAttrValue } = xss;

const TEXT_TAGS = ['p', 'br', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'span'];

// Only links carry attributes, and only these: no style, class, id or on* handler anywhere.
const ALLOWED: IWhiteList = { ...Object.fromEntries(TEXT_TAGS.map((tag) => [tag, []])), a: ['href'] };

const SAFE_HREF = /^(?:https?:\/\/|mailto:)/i;

const filter = new FilterXSS({
  whiteList: ALLOWED,
  // Tags outside the list are removed (their text stays); these go with everything inside them.
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math'],
  allowCommentTag: false,
  css: false,
  onTagAttr: (tag, name, value) => {
    if (tag !== 'a' || name !== 'href') return undefined;
    // http, https and mailto only: no javascript:, data: or protocol-relative links.
    const href = friendlyAttrValue(value).trim();
    return SAFE_HREF.test(href) ? `href="${escapeAttrValue(href)}"` : '';
  },
});

// A kept link, as the filter writes it: `<a>` or `<a href="…">` (the value escaped, so no `>` inside).
const KEPT_LINK = /<a(\s+href="[^"]*")?>/g;

/** Rich text reduced to the portal's allow-list; every kept link opens in a new tab without handing the opener to the target. */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  return filter.process(html).replace(KEPT_LINK, '<a$1 rel="noopener noreferrer" target="_blank">');
}
