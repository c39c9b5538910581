import type { MountProps } from './lib/mount-props';
import { usePathname } from './lib/use-pathname';

interface Screen {
  title: string;
  coming: string;
}

/** What this remote owns, route by route; each screen says what it will hold. */
const SCREENS: [RegExp, Screen][] = [
  [/^\/login(\/.*)?$/, { title: 'Kirish', coming: 'Login by a code sent to your phone, or through Telegram.' }],
  [/^\/profile(\/.*)?$/, { title: 'Profil', coming: 'Your personal information, orders, saved addresses, cards, promo codes and favourites.' }],
];

export function ProfileApp({ merchant }: MountProps) {
  const pathname = usePathname();
  const screen = SCREENS.find(([pattern]) => pattern.test(pathname))?.[1];
  return (
    <section data-remote="profile">
      <h1>{screen?.title ?? 'Page Not Found'}</h1>
      <p>{screen ? screen.coming : pathname}</p>
      <p style={{ color: '#666', fontSize: 14 }}>{merchant.name} · profile remote, deployed on its own.</p>
    </section>
  );
}
