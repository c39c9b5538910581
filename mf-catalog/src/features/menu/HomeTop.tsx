import type { Language } from '@storefront/contracts';
import { useMountProps } from '@storefront/ui';
import { Banners } from './Banners';
import { Stories } from './Stories';

/**
 * The stories and banners of the home page, while their flags are on. The catalogue draws them
 * apart from the menu, from the first frame on `/`: they do not wait for the (large) menu, and
 * stay the same elements when it arrives, so the first banner is painted once, early.
 */
export function HomeTop({ lang }: { lang: Language }) {
  const { settings } = useMountProps();
  if (!settings.storiesActive && !settings.bannersActive) return null;
  return (
    <div className="cat-home-top">
      {settings.storiesActive && <Stories lang={lang} />}
      {settings.bannersActive && <Banners lang={lang} />}
    </div>
  );
}
