// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { plainToRichText, richTextToPlain, richTextToSave } from './rich-text.ts';

describe('rich text as the plain text a form edits', () => {
  it.each([
    ['<p>Descrição de r2</p>', 'Descrição de r2'],
    ['<p>Evolução das <strong>vendas</strong></p><p>Por região</p>', 'Evolução das vendas\n\nPor região'],
    ['<p>Linha um<br>Linha dois</p>', 'Linha um\nLinha dois'],
    ['<ul><li>Metas</li><li>Funil</li></ul><p>Fim</p>', 'Metas\nFunil\n\nFim'],
    ['<p>  muitos\n   espaços </p>', 'muitos espaços'],
    ['<p>5 &lt; 6 &amp; 7 &gt; 2</p>', '5 < 6 & 7 > 2'],
    ['Sem parágrafo', 'Sem parágrafo'],
    ['', ''],
  ])('reads %j as %j', (html, text) => {
    expect(richTextToPlain(html)).toBe(text);
  });

  it('drops what the sanitiser drops: scripts and their text never reach the form', () => {
    expect(richTextToPlain('<p>Oi</p><script>alert(1)</script><img src="x" onerror="alert(2)">')).toBe('Oi');
  });

  it('writes paragraphs and line breaks back as HTML, the text escaped', () => {
    expect(plainToRichText('Metas do ano\n\nVendas <b>& lucro</b>\nem R$')).toBe(
      '<p>Metas do ano</p><p>Vendas &lt;b&gt;&amp; lucro&lt;/b&gt;<br>em R$</p>',
    );
    expect(plainToRichText('  \n\n ')).toBe('');
    expect(plainToRichText('Um\r\n\r\nDois')).toBe('<p>Um</p><p>Dois</p>');
  });

  it('saves the stored HTML untouched while its text is unchanged, so formatting the form cannot show stays', () => {
    const stored = '<p>Evolução das <strong>vendas</strong></p>';
    expect(richTextToSave('Evolução das vendas', stored)).toBe(stored);
    expect(richTextToSave('Evolução das vendas anuais', stored)).toBe('<p>Evolução das vendas anuais</p>');
    expect(richTextToSave('Novo', undefined)).toBe('<p>Novo</p>');
    expect(richTextToSave('', undefined)).toBe('');
  });
});
