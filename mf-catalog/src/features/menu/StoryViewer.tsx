import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { pickText, type Language, type Story } from '@storefront/contracts';
import { imageUrl } from '@storefront/contracts/rules';
import { useDialog, useMountProps } from '@storefront/ui';
import { useTranslation } from 'react-i18next';
import { contentHref } from './content-link';
import { useNavigate } from '@storefront/ui/router';

/** How long one slide shows before the next. */
const SLIDE_MS = 5000;
/** A downward swipe longer than this closes the viewer. */
const CLOSE_SWIPE_PX = 80;

/**
 * Full-screen stories: a progress bar per slide that fills while the slide shows (a CSS animation
 * whose end moves on, paused while the finger is down), tap the left third for back and the rest
 * for forward, swipe down or Escape to close. A dialog: focus stays inside until it closes.
 */
export function StoryViewer({ stories, start, lang, onSeen, onClose }: {
  stories: readonly Story[]; start: number; lang: Language; onSeen: (story: Story) => void; onClose: () => void;
}) {
  const navigate = useNavigate();
  const { urls } = useMountProps();
  const { t } = useTranslation();
  const [at, setAt] = useState({ story: start, slide: 0 });
  const [paused, setPaused] = useState(false);
  const dialog = useDialog<HTMLDivElement>(onClose);
  const swipe = useRef<{ y: number; x: number } | null>(null);
  const story = stories[at.story];
  const slide = story.slides[at.slide];

  useEffect(() => { onSeen(story); }, [story]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => { document.body.style.overflow = overflow; };
  }, []);

  // Read from this render's `at`, not inside a state updater: closing sets the parent's state,
  // which React forbids while it renders this one (an updater runs during render).
  const next = () => {
    const { story: s, slide: i } = at;
    if (i + 1 < stories[s].slides.length) setAt({ story: s, slide: i + 1 });
    else if (s + 1 < stories.length) setAt({ story: s + 1, slide: 0 });
    else onClose();
  };
  const previous = () => setAt(({ story: s, slide: i }) => (i > 0 ? { story: s, slide: i - 1 } : s > 0 ? { story: s - 1, slide: 0 } : { story: s, slide: i }));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') next();
    else if (event.key === 'ArrowLeft') previous();
  };
  const onPointerDown = (event: PointerEvent) => { swipe.current = { y: event.clientY, x: event.clientX }; setPaused(true); };
  const onPointerUp = (event: PointerEvent) => {
    setPaused(false);
    const from = swipe.current;
    swipe.current = null;
    if (from && event.clientY - from.y > CLOSE_SWIPE_PX && Math.abs(event.clientX - from.x) < event.clientY - from.y) onClose();
  };

  const text = slide.text ? pickText(slide.text, lang) : '';
  return createPortal(
    <div className="cat-sv" role="dialog" aria-modal="true" aria-label={pickText(story.title, lang)} ref={dialog}
      onKeyDown={onKeyDown} onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => setPaused(false)} data-testid="story-viewer">
      <div className="cat-sv-bars" aria-hidden="true">
        {story.slides.map((_, index) => (
          <span key={index} className="cat-sv-bar">
            <span
              key={`${at.story}:${at.slide}`}
              className={index < at.slide ? 'cat-sv-fill cat-sv-done' : index === at.slide ? 'cat-sv-fill cat-sv-running' : 'cat-sv-fill'}
              style={index === at.slide ? { animationDuration: `${SLIDE_MS}ms`, animationPlayState: paused ? 'paused' : 'running' } : undefined}
              onAnimationEnd={index === at.slide ? next : undefined}
              data-testid={index === at.slide ? 'story-progress' : undefined}
            />
          </span>
        ))}
      </div>
      <p className="cat-sv-title">{pickText(story.title, lang)}</p>
      <img src={imageUrl(urls.mediaBase, slide.image, { width: 720, height: 1280 })} alt={text} className="cat-sv-image" data-testid="story-slide"
        data-story={story.id} data-slide={at.slide} />
      <button type="button" className="cat-sv-close" data-autofocus onClick={onClose} aria-label={t('close')} data-testid="story-close">×</button>
      <button type="button" className="cat-sv-prev" onClick={previous} aria-label={t('storyPrevious')} data-testid="story-prev" />
      <button type="button" className="cat-sv-next" onClick={next} aria-label={t('storyNext')} data-testid="story-next" />
      {(text || slide.link) && (
        <div className="cat-sv-caption">
          {text && <p>{text}</p>}
          {slide.link && (
            <a href={contentHref(slide.link)} onClick={(event) => { event.preventDefault(); onClose(); navigate(contentHref(slide.link!)); }}
              data-testid="story-link">{t('storyMore')}</a>
          )}
        </div>
      )}
    </div>,
    document.body,
  );
}
