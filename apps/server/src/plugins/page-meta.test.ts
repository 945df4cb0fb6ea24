import { describe, expect, it } from 'vitest';
import { defaultPageMeta, renderIndexHtml } from './page-meta';

const template = `<html><head><meta charset="UTF-8" />
<meta
  name="description"
  content="old"
/>
<title>Causeway</title></head><body></body></html>`;

describe('renderIndexHtml', () => {
  it('replaces the default title and description and adds Open Graph and Twitter tags', () => {
    const html = renderIndexHtml(template, {
      title: 'Clean Water | Causeway',
      description: 'Wells for 12 villages',
      url: 'https://give.example/campaigns/3',
      image: 'https://give.example/demo-images/water.jpg',
    });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Clean Water | Causeway</title>');
    expect(html).not.toContain('content="old"');
    expect(html).toContain('<meta property="og:title" content="Clean Water | Causeway" />');
    expect(html).toContain('<meta property="og:image" content="https://give.example/demo-images/water.jpg" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('escapes what administrators typed, so a title cannot break out of the tag', () => {
    const html = renderIndexHtml(template, {
      title: '"><script>alert(1)</script>',
      description: 'a & b',
      url: 'https://give.example/x',
    });
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
    expect(html).toContain('a &amp; b');
  });

  it('gives embedded views no page metadata', () => {
    const html = renderIndexHtml(template, defaultPageMeta('/embed/campaign/3', 'https://give.example'));
    expect(html).not.toContain('og:title');
    expect(html).not.toContain('name="description"');
  });

  it('names static pages', () => {
    expect(defaultPageMeta('/help', 'https://give.example').title).toBe('Help Center | Causeway');
    expect(defaultPageMeta('/somewhere', 'https://give.example').title).toBe('Causeway');
  });
});
