import { describe, expect, it } from 'vitest';
import { embedSnippets } from './embed-snippets';

describe('the pop-up button embed code', () => {
  it('is a donate link to the donation page with the pop-up trigger, and embed.js in pop-up mode', () => {
    const { popup } = embedSnippets('https://give.example.org', { id: 42, title: 'Wells & "water" <now>' }, 'abc');
    expect(popup).toBe(
      '<a href="https://give.example.org/donate/42" data-causeway-donate="42">' +
        'Donate to Wells &amp; &quot;water&quot; &lt;now&gt;</a>\n' +
        '<script async src="https://give.example.org/embed.js" data-mode="popup"></script>',
    );
  });
});
