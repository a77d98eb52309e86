import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-html.ts';

describe('sanitizeRichText', () => {
  it('keeps the allowed formatting tags', () => {
    // Prepare
    const html = '<h2>Título</h2><p>Texto <strong>forte</strong> <em>ênfase</em> <u>sub</u></p><ul><li>um</li></ul><blockquote>c</blockquote>';
    // Act
    const clean = sanitizeRichText(html);
    // Assess
    expect(clean).toBe(html);
  });

  it('drops scripts, styles and iframes with their content', () => {
    const clean = sanitizeRichText('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://x">fallback</iframe>');
    expect(clean).toBe('<p>a</p>');
  });

  it('removes event handlers, style and class attributes', () => {
    const clean = sanitizeRichText('<p onclick="x()" style="color:red" class="c">a</p><span onmouseover="y()">b</span>');
    expect(clean).toBe('<p>a</p><span>b</span>');
  });

  it('keeps http, https and mailto links, opening them safely in a new tab', () => {
    const clean = sanitizeRichText('<a href="https://example.com" target="_self" rel="opener">x</a><a href="mailto:a@b.c">m</a>');
    expect(clean).toBe(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">x</a>' +
        '<a href="mailto:a@b.c" rel="noopener noreferrer" target="_blank">m</a>',
    );
  });

  it('strips javascript:, data: and protocol-relative hrefs', () => {
    const clean = sanitizeRichText('<a href="javascript:alert(1)">a</a><a href="data:text/html,x">b</a><a href="//evil.example">c</a>');
    expect(clean).not.toMatch(/javascript|data:|evil/);
  });

  it('keeps a link value from breaking out of its attribute', () => {
    const clean = sanitizeRichText(`<a href='https://x.example/" onmouseover="alert(1)'>x</a><a href="https://y.example" onclick="z()">y</a>`);
    expect(clean).not.toMatch(/onmouseover="|onclick/);
    expect(clean).toContain('href="https://y.example" rel="noopener noreferrer" target="_blank"');
  });

  it('unwraps tags outside the allow-list but keeps their text', () => {
    expect(sanitizeRichText('<div><img src=x onerror=alert(1)><table><tr><td>t</td></tr></table></div>')).toBe('t');
  });

  it('answers an empty string for no description', () => {
    expect(sanitizeRichText(undefined)).toBe('');
    expect(sanitizeRichText('')).toBe('');
  });
});
