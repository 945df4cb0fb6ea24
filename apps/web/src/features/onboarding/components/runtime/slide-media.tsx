import { isFramedVideo, type TourSlideOut } from '@causeway/contracts';
import { useLingui } from '@lingui/react/macro';

/** A YouTube or Vimeo embed with the slide's autoplay, mute and loop options, in the players' own parameters. */
function embedSrc(url: string, slide: TourSlideOut): string {
  const src = new URL(url);
  if (slide.videoAutoplay) src.searchParams.set('autoplay', '1');
  if (slide.videoMuted) {
    src.searchParams.set('mute', '1');
    src.searchParams.set('muted', '1');
  }
  if (slide.videoLoop) {
    src.searchParams.set('loop', '1');
    // YouTube loops a single video only as a playlist of itself.
    const youtubeId = /\/embed\/([\w-]{11})$/.exec(src.pathname)?.[1];
    if (youtubeId) src.searchParams.set('playlist', youtubeId);
  }
  return src.toString();
}

/** A slide's image or video (admin spec section 3, Slide). */
export function SlideMedia({ slide }: { slide: TourSlideOut }) {
  const { t } = useLingui();
  const title = slide.title;
  if (slide.mediaType === 'image' && slide.image) {
    return <img src={slide.image} alt="" className="max-h-64 w-full rounded-xl object-cover" />;
  }
  if (slide.mediaType === 'video' && slide.videoUrl) {
    if (isFramedVideo(slide.videoUrl)) {
      return (
        <div className="aspect-video w-full overflow-hidden rounded-xl bg-black">
          <iframe
            src={embedSrc(slide.videoUrl, slide)}
            title={t`${title} video`}
            className="size-full"
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          />
        </div>
      );
    }
    return (
      <video
        src={slide.videoUrl}
        className="max-h-72 w-full rounded-xl bg-black"
        controls
        playsInline
        autoPlay={slide.videoAutoplay}
        muted={slide.videoMuted}
        loop={slide.videoLoop}
      />
    );
  }
  return null;
}
