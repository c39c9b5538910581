import type { Language } from '@storefront/contracts';
import { featureOn } from '@storefront/contracts/rules';
import { useMountProps } from '@storefront/ui';
import { useTranslation } from 'react-i18next';
import { Banners } from './Banners';
import { Stories } from './Stories';

/**
 * The stories and banners of the home page, while their flags are on. The catalogue draws them
 * apart from the menu, from the first frame on `/`: they do not wait for the (large) menu, and
 * stay the same elements when it arrives, so the first banner is painted once, early.
 */
export function HomeTop({ lang }: { lang: Language }) {
  const { settings } = useMountProps();
  const storiesOn = featureOn(settings, 'stories');
  const bannersOn = featureOn(settings, 'banners');
  if (!storiesOn && !bannersOn) return null;
  return (
    <div className="cat-home-top">
      {storiesOn && <Stories lang={lang} />}
      {bannersOn && <Banners lang={lang} />}
    </div>
  );
}

/**
 * What `/` shows above the menu: its heading for screen readers and for focus after navigation
 * (the header shows the brand; first on the page, so focusing it never scrolls past the stories
 * and banners), then the stories and banners. Before the menu and not inside its tree (see
 * HomeTop). The page server renders the same into the page (src/first-view.tsx).
 */
export function HomeHead({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="sf-visually-hidden">{t('menuTitle')}</h1>
      <HomeTop lang={lang} />
    </>
  );
}
