import { describe, expect, it } from 'vitest';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { acceptsFile, describeTypes, fileProblem, formatBytes, IMAGE_TYPES } from './file-rules.ts';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('file rules', () => {
  it('matches exact types, wildcards and extensions', () => {
    expect(acceptsFile(file('a.png', 'image/png'), IMAGE_TYPES)).toBe(true);
    expect(acceptsFile(file('a.gif', 'image/gif'), IMAGE_TYPES)).toBe(false);
    expect(acceptsFile(file('a.gif', 'image/gif'), 'image/*')).toBe(true);
    expect(acceptsFile(file('A.PDF', ''), '.pdf')).toBe(true);
    expect(acceptsFile(file('a.txt', 'text/plain'), '')).toBe(true);
  });

  it('describes the accepted types and sizes in Portuguese', () => {
    expect(describeTypes(IMAGE_TYPES)).toBe('PNG, JPEG ou WEBP');
    expect(describeTypes('.pdf')).toBe('PDF');
    expect(formatBytes(2 * 1024 * 1024)).toBe('2 MB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1,5 MB');
    expect(formatBytes(500 * 1024)).toBe('500 KB');
  });

  it('says what is wrong with a file, type first', () => {
    expect(fileProblem(file('a.png', 'image/png', 100), IMAGE_TYPES, 100)).toBeUndefined();
    expect(fileProblem(file('a.png', 'image/png', 101), IMAGE_TYPES, 100)).toBe(MANAGEMENT_MESSAGES.forms.file.tooLarge('100 bytes'));
    expect(fileProblem(file('a.gif', 'image/gif', 101), IMAGE_TYPES, 100)).toBe(MANAGEMENT_MESSAGES.forms.file.wrongType('PNG, JPEG ou WEBP'));
  });
});
