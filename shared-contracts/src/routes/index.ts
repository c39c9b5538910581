import { accountRoutes } from './account';
import { addressesRoutes } from './addresses';
import { bookingRoutes } from './booking';
import { catalogRoutes } from './catalog';
import { chatRoutes } from './chat';
import { contentRoutes } from './content';
import { deliveriesRoutes } from './deliveries';
import { geocodingRoutes } from './geocoding';
import { loginRoutes } from './login';
import { mediaRoutes } from './media';
import { merchantsRoutes } from './merchants';
import { notificationsRoutes } from './notifications';
import { ordersRoutes } from './orders';
import { paymentsRoutes } from './payments';
import { startRoutes } from './start';
import { supportRoutes } from './support';
import { webbotRoutes } from './webbot';

/**
 * The route table: every call of spec §7, plus the calls the spec leaves unnamed
 * (specNamed: false). The API registers its routes from here and the storefront's client calls
 * through here, so a path, a parameter or a body shape cannot drift between the two. One file per
 * domain of the API (api/src/domains/<domain>), assembled here into the one table.
 */
export const routes = {
  ...startRoutes,
  ...merchantsRoutes,
  ...supportRoutes,
  ...contentRoutes,
  ...bookingRoutes,
  ...catalogRoutes,
  ...mediaRoutes,
  ...loginRoutes,
  ...accountRoutes,
  ...addressesRoutes,
  ...webbotRoutes,
  ...ordersRoutes,
  ...notificationsRoutes,
  ...chatRoutes,
  ...paymentsRoutes,
  ...deliveriesRoutes,
  ...geocodingRoutes,
} as const;

export type Routes = typeof routes;
