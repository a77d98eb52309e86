import { describe, expect, it } from 'vitest';
import { isWebAddress, withScheme } from './web-address.ts';

describe('web address', () => {
  it.each([
    'app.powerbi.com/view?r=abc',
    'https://lookerstudio.google.com/embed/reporting/1/page/2',
    'http://10.0.0.7:3000/public/dashboard/9#tab=2',
    'metabase.empresa.com.br',
    'http://localhost:3000/demo-reports/report.html?d=1',
  ])('accepts %s', (text) => {
    expect(isWebAddress(text)).toBe(true);
  });

  it.each([
    '',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'ftp://files.example.com',
    'https://',
    'not a url',
    'https://exa mple.com',
    'http://999.1.1.1',
    `https://example.com/${'a'.repeat(2100)}`,
  ])('refuses %s', (text) => {
    expect(isWebAddress(text)).toBe(false);
  });

  it('adds https:// only when no scheme was typed', () => {
    expect(withScheme(' app.powerbi.com/x ')).toBe('https://app.powerbi.com/x');
    expect(withScheme('http://10.0.0.7/x')).toBe('http://10.0.0.7/x');
  });
});
