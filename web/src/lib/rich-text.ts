// Rich text (the sanitised HTML the API stores for descriptions) and the plain text a form edits.
// DOMPurify parses and cleans the HTML, and the DOM writes the HTML back, so nothing here parses or
// escapes markup by hand.
import DOMPurify from 'dompurify';

/** Elements read as paragraphs of their own; a list item is a line. */
const PARAGRAPHS = new Set(['P', 'DIV', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'UL', 'OL']);

/** The words of stored rich text as a text area shows them: a blank line between paragraphs, a line break per `<br>` or list item. */
export function richTextToPlain(html: string): string {
  const fragment = DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true });
  let text = '';
  const read = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      // As a browser renders it: runs of spaces and line breaks in the markup are one space.
      text += (node.textContent ?? '').replace(/[ \t\r\n]+/g, ' ');
      return;
    }
    if (node.nodeName === 'BR') {
      text += '\n';
      return;
    }
    const paragraph = PARAGRAPHS.has(node.nodeName);
    text += paragraph ? '\n\n' : node.nodeName === 'LI' ? '\n' : '';
    node.childNodes.forEach(read);
    if (paragraph) text += '\n\n';
  };
  fragment.childNodes.forEach(read);
  return text
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Plain text as rich text: a `<p>` per paragraph (split at blank lines), a `<br>` per line break within one. */
export function plainToRichText(text: string): string {
  const container = document.createElement('div');
  for (const paragraph of text.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)) {
    if (!paragraph.trim()) continue;
    const p = document.createElement('p');
    paragraph
      .trim()
      .split('\n')
      .forEach((line, index) => {
        if (index > 0) p.append(document.createElement('br'));
        p.append(line.trim());
      });
    container.append(p);
  }
  return container.innerHTML;
}

/**
 * The rich text to save for what the form holds: the stored HTML itself while its text is unchanged
 * (formatting the text area cannot show, such as bold or links, is kept), else the text as paragraphs.
 */
export function richTextToSave(text: string, stored = ''): string {
  return text === richTextToPlain(stored) ? stored : plainToRichText(text);
}
