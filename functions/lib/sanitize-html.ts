// The one allow-list for rich text served to the browser (dashboard descriptions). Applied on the way
// in, by the one dashboard write path (putDashboard in functions/data/dashboards.ts): descriptions are
// stored clean and served as stored, so the read Lambdas do not carry this parser (~200 KB). The SPA
// runs DOMPurify again before it renders one.
import sanitize from 'sanitize-html';

const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'span'];

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  // Only links carry attributes, and only these: no style, class, id or on* handler anywhere.
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedSchemesByTag: {},
  disallowedTagsMode: 'discard',
  // Tags whose text is code or chrome, not content: dropped with everything inside them.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math'],
  // Every kept link opens in a new tab without handing the opener to the target.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: 'noopener noreferrer', target: '_blank' },
    }),
  },
};

/** Rich text reduced to the portal's allow-list (see OPTIONS). */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitize(html, OPTIONS);
}
