// Where "Continue editing" goes: the channel's print editor with the project's id, and nowhere
// when the configured editor link is not an http or https link (DECISIONS 17).
import { describe, expect, it } from 'vitest';
import { continueEditingUrl } from '@/features/projects/continueEditing';

describe('continueEditingUrl', () => {
  it('opens the print editor with the project’s id, keeping the editor’s own query', () => {
    expect(continueEditingUrl('https://www.albelli.nl/editor', 'p 1')).toBe('https://www.albelli.nl/editor?projectId=p+1');
    expect(continueEditingUrl('https://www.albelli.nl/editor?lang=nl', 'p-1')).toBe('https://www.albelli.nl/editor?lang=nl&projectId=p-1');
  });

  it.each([null, undefined, '', 'javascript:alert(1)', 'ftp://example.com/editor', 'not a link'])('offers no link for %s', (link) => {
    expect(continueEditingUrl(link, 'p-1')).toBeNull();
  });
});
