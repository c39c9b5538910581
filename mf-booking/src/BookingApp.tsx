import type { MountProps } from './lib/mount-props';
import { usePathname } from './lib/use-pathname';

interface Screen {
  title: string;
  coming: string;
}

/** What this remote owns, route by route; each screen says what it will hold. */
const SCREENS: [RegExp, Screen][] = [
  [/^\/vacancy\/?$/, { title: 'Vakansiyalar', coming: 'Open vacancies of this merchant, and table reservations (Bron).' }],
  [/^\/vacancy\/[^/]+\/?$/, { title: 'Vakansiya', coming: 'One vacancy in full, with how to apply.' }],
];

export function BookingApp({ merchant }: MountProps) {
  const pathname = usePathname();
  const screen = SCREENS.find(([pattern]) => pattern.test(pathname))?.[1];
  return (
    <section data-remote="booking">
      <h1>{screen?.title ?? 'Page Not Found'}</h1>
      <p>{screen ? screen.coming : pathname}</p>
      <p style={{ color: '#666', fontSize: 14 }}>{merchant.name} · booking remote, deployed on its own.</p>
    </section>
  );
}
