import type { MountProps } from './lib/mount-props';
import { usePathname } from './lib/use-pathname';

interface Screen {
  title: string;
  coming: string;
}

/** What this remote owns, route by route; each screen says what it will hold. */
const SCREENS: [RegExp, Screen][] = [
  [/^\/basket\/?$/, { title: 'Savat', coming: 'Your basket: the products you picked, their modifications, counts and totals, before checkout.' }],
  [/^\/checkout\/?$/, { title: 'Buyurtmani rasmiylashtirish', coming: 'Checkout: delivery or pick-up, address or branch, now or later, payment type, promo code, cashback and comment.' }],
];

export function BasketCheckoutApp({ merchant }: MountProps) {
  const pathname = usePathname();
  const screen = SCREENS.find(([pattern]) => pattern.test(pathname))?.[1];
  return (
    <section data-remote="basketCheckout">
      <h1>{screen?.title ?? 'Page Not Found'}</h1>
      <p>{screen ? screen.coming : pathname}</p>
      <p style={{ color: '#666', fontSize: 14 }}>{merchant.name} · basketCheckout remote, deployed on its own.</p>
    </section>
  );
}
