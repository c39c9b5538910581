import { ScreenRoutes } from '@storefront/ui';
import { VacancyList, VacancyPage } from './features/vacancies';
import { BookingPage, MyReservationsPage } from './features/reservations';
import { WaiterPage } from './features/waiter';

const CSS = `.bk-nowrap{white-space:nowrap}.bk-list{list-style:none;padding:0;display:grid;gap:10px}.bk-list li{background:var(--surface,#fff);border-radius:12px;padding:12px 16px}
.bk-form{display:grid;gap:12px;max-width:520px}.bk-form h2{margin:16px 0 0}
.bk-field{display:grid;gap:6px;min-width:0}.bk-field input,.bk-field select,.bk-field textarea{font-size:16px;padding:10px 12px;border:1px solid var(--border,#ccc);border-radius:10px;background:var(--surface,#fff);color:inherit;min-width:0;font-family:inherit}
.bk-row{display:grid;grid-template-columns:minmax(0,2fr) minmax(0,1fr);gap:12px}
.bk-slots,.bk-choice{border:0;padding:0;margin:0;min-width:0}.bk-slots legend,.bk-choice legend{padding:0;margin-bottom:6px}
.bk-times{display:grid;grid-template-columns:repeat(auto-fill,minmax(72px,1fr));gap:8px}
.bk-times button{border:1px solid var(--border,#ccc);background:var(--surface,#fff);color:inherit;border-radius:10px;padding:10px 0;font-size:15px;cursor:pointer}
.bk-times button[aria-pressed=true]{background:var(--main-color);color:var(--main-text-color);border-color:transparent}
.bk-times button:disabled{opacity:.4;cursor:default;text-decoration:line-through}
.bk-choice{display:flex;gap:16px;flex-wrap:wrap}.bk-choice label{display:flex;gap:6px;align-items:center;cursor:pointer}
.bk-primary{background:var(--main-color);color:var(--main-text-color);border:0;border-radius:12px;padding:12px 20px;font-weight:700;font-size:16px;cursor:pointer}.bk-primary:disabled{opacity:.6}
.bk-secondary{border:1px solid var(--main-color);color:inherit;background:none;border-radius:10px;padding:8px 12px;cursor:pointer}.bk-secondary:disabled{opacity:.6}
.bk-error{color:var(--danger,#d93025);margin:0}.bk-note{color:var(--muted,#666);margin:0}.bk-note a[href^="tel:"]{white-space:nowrap}
.bk-success{background:#e6f4ea;color:#1e6b34;border-radius:12px;padding:12px 16px;margin:0 0 12px}
.bk-tabs{display:flex;gap:8px;margin-bottom:16px;flex-wrap:wrap}.bk-tabs a{border:1px solid var(--border,#ddd);border-radius:20px;padding:8px 14px;text-decoration:none;color:inherit}
.bk-tabs a[aria-current=page]{background:var(--main-color);color:var(--main-text-color);border-color:transparent}
.bk-cards{list-style:none;padding:0;display:grid;gap:8px}.bk-cards>li{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:12px;padding:12px;border-radius:12px;background:var(--surface,#fff)}
.bk-cards>li>div{display:grid;gap:2px;min-width:0;flex:1 1 180px;overflow-wrap:anywhere}.bk-cards small{color:var(--muted,#666)}.bk-cards .bk-cancelled{color:var(--danger,#d93025)}`;

export function BookingApp() {
  const screen = <ScreenRoutes<'booking'> screens={{
    '/vacancy': () => <VacancyList />,
    '/vacancy/:id': ({ id }) => <VacancyPage id={id} />,
    '/reservations': () => <BookingPage />,
    '/reservations/my': () => <MyReservationsPage />,
    '/waiter': () => <WaiterPage />,
  }} fallback={() => <VacancyList />} />;
  return (
    <>
      <style>{CSS}</style>
      {screen}
    </>
  );
}
