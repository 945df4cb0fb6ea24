import { describe, expect, it } from 'vitest';
import { toVideoEmbedUrl } from './onboarding';
import { onboardingMessages as m, tourSlideSchema, tourStepSchema } from './index';

describe('toVideoEmbedUrl (admin spec section 2)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=10', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('turns %s into its embed URL', (url, embed) => {
    expect(toVideoEmbedUrl(url)).toBe(embed);
  });

  it('leaves other links as given', () => {
    expect(toVideoEmbedUrl('https://cdn.example.org/intro.mp4')).toBe('https://cdn.example.org/intro.mp4');
    expect(toVideoEmbedUrl('https://youtu.be/short')).toBe('https://youtu.be/short');
  });
});

describe('slide and step schemas', () => {
  it('keeps only the media of the slide’s type', () => {
    const slide = tourSlideSchema.parse({
      title: 'A',
      content: 'B',
      mediaType: 'video',
      image: '/uploads/a.webp',
      videoUrl: 'https://vimeo.com/1',
    });
    expect([slide.image, slide.videoUrl]).toEqual([null, 'https://vimeo.com/1']);
  });

  it('needs a redirect URL for a redirect step, and refuses a javascript: one', () => {
    const step = { stepId: 's', title: 'T', content: 'C', action: 'redirect' as const };
    expect(tourStepSchema.safeParse(step).error?.issues[0]?.message).toBe(m.redirectUrlRequired);
    const bad = tourStepSchema.safeParse({ ...step, redirectUrl: 'javascript:alert(1)' });
    expect(bad.error?.issues[0]?.message).toBe(m.redirectUrlInvalid);
    expect(tourStepSchema.parse({ ...step, redirectUrl: '/campaigns' }).target).toBe('body');
  });
});
