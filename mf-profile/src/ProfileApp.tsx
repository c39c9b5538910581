import { ScreenRoutes } from '@storefront/ui';
import { PROFILE_CSS } from './styles';
import { AddressesPage } from './features/addresses';
import { CardConfirmPage, CardCreatePage, CardsPage } from './features/cards';
import { FavouritesPage } from './features/favourites';
import { ConfirmPage, LoginPage } from './features/login';
import { ProfileMenu } from './features/menu';
import { OrderDetail, OrdersPage } from './features/orders';
import { PolicyPage } from './features/policies';
import { PromosPage } from './features/promos';
import { NotificationsPage } from './features/notifications';
import { UserPage } from './features/user';
import { ChatScreen } from './features/chat';



export function ProfileApp() {
  const screen = <ScreenRoutes<'profile'> screens={{
    '/about': () => <PolicyPage type="ABOUT_COMPANY" titleKey="about" />,
    '/offerta': () => <PolicyPage type="TERMS" titleKey="terms" />,
    '/login/rules': () => <PolicyPage type="TERMS" titleKey="terms" />,
    '/privacy': () => <PolicyPage type="PRIVACY_POLICY" titleKey="privacy" />,
    '/login': () => <LoginPage />,
    '/login/confirm': () => <ConfirmPage />,
    '/profile/user': () => <UserPage />,
    '/profile/address': () => <AddressesPage />,
    '/profile/favorites': () => <FavouritesPage />,
    '/profile/promos': () => <PromosPage />,
    '/profile/cards': () => <CardsPage />,
    '/profile/cards/create': () => <CardCreatePage />,
    '/profile/cards/confirm': () => <CardConfirmPage />,
    '/profile/notifications': () => <NotificationsPage />,
    '/profile/orders': () => <OrdersPage />,
    '/profile/orders/:id': ({ id }) => <OrderDetail key={id} id={Number(id)} />,
    // chatActive guards both in the route table: the shell never mounts them while it is off.
    '/profile/chat': () => <ChatScreen />,
    '/profile/orders/:id/chat': ({ id }) => <ChatScreen key={id} orderId={Number(id)} />,
  }} fallback={() => <ProfileMenu />} />;
  return (
    <>
      <style>{PROFILE_CSS}</style>
      {screen}
    </>
  );
}
