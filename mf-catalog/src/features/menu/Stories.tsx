import { useState } from 'react';
import { pickText, type Language } from '@storefront/contracts';
import { imageUrl } from '@storefront/contracts/rules';
import { useMountProps, useSession } from '@storefront/ui';
import { useTranslation } from 'react-i18next';
import { StoryViewer } from './StoryViewer';
import { isSeen, markSeen, readSeen } from './stories-seen';

/**
 * The home page's stories (storiesActive): circles with their covers, the unseen ones ringed in
 * the brand's colour; a circle opens the full-screen viewer at that story.
 */
export function Stories({ lang }: { lang: Language }) {
  const { urls, data } = useMountProps();
  const { t } = useTranslation();
  const brand = useSession((s) => s.brand) ?? 'default';
  // They came with the start (MerchantData.stories).
  const stories = data.stories;
  const [seen, setSeen] = useState(() => readSeen(brand));
  const [open, setOpen] = useState<number | null>(null);
  if (stories.length === 0) return null;

  return (
    <section className="cat-stories" aria-label={t('stories')} data-testid="stories">
      <ul>
        {stories.map((story, index) => {
          const title = pickText(story.title, lang);
          const wasSeen = isSeen(seen, story);
          return (
            <li key={story.id}>
              <button type="button" className={wasSeen ? 'cat-story cat-story-seen' : 'cat-story'} onClick={() => setOpen(index)}
                data-testid="story" data-seen={wasSeen} aria-label={wasSeen ? title : t('storyUnseen', { title })}>
                <img src={imageUrl(urls.mediaBase, story.cover, { width: 144, height: 144 })} width={64} height={64} alt="" loading={index < 6 ? 'eager' : 'lazy'} decoding="async" />
                <span>{title}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {open !== null && (
        <StoryViewer stories={stories} start={open} lang={lang}
          onSeen={(story) => setSeen(markSeen(brand, story, stories))} onClose={() => setOpen(null)} />
      )}
    </section>
  );
}
