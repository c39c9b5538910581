import { useMemo, useState, type FormEvent } from 'react';
import { MAX_GUESTS, appLink, pickText, routes, type Branch, type Reservation } from '@storefront/contracts';
import { bookingDates, splitReservations } from '@storefront/contracts/rules';
import {
  goToLogin, useApiQuery, useLanguage, useMountProps, useRequireUser, useSession,
} from '@storefront/ui';
import { Link, useNavigate } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';
import { SlotPicker } from './booking-slots';
import { ContactFields, NotAvailableHere, formatDay, useContact, useSending } from './common';

function Tabs({ current }: { current: 'book' | 'my' }) {
  const { t } = useTranslation();
  return (
    <nav className="bk-tabs">
      <Link to={appLink('/reservations')} aria-current={current === 'book' ? 'page' : undefined}>{t('bookTable')}</Link>
      <Link to={appLink('/reservations/my')} aria-current={current === 'my' ? 'page' : undefined} data-testid="my-reservations-link">{t('myReservations')}</Link>
    </nav>
  );
}

/** The booking form: branch, date, party, a free time, then who is coming. */
function BookingForm({ branches }: { branches: Branch[] }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const lang = useLanguage();
  const { api } = useMountProps();
  const user = useSession((s) => s.user);
  const dates = useMemo(() => bookingDates(new Date()), []);
  const [branchId, setBranchId] = useState(branches[0].id);
  const [date, setDate] = useState(dates[0]);
  const [guests, setGuests] = useState(2);
  const [time, setTime] = useState<string | null>(null);
  const contact = useContact();
  const [checked, setChecked] = useState(false);
  const sending = useSending();
  const slots = useApiQuery(routes.bookingSlots, { query: { branchId, date, guests }, quiet: true });
  const branch = branches.find((b) => b.id === branchId) ?? branches[0];
  const bookingPhone = (slots.status === 'ready' && slots.data.bookingPhone) || branch.bookingPhone;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!user) {
      goToLogin(navigate);
      return;
    }
    setChecked(true);
    if (!time || contact.nameMissing || contact.phoneWrong) return;
    sending.setBusy(true);
    sending.setError(null);
    const { name, phone, note } = contact.sent();
    const result = await api.call(routes.reservationCreate, { body: { branchId, date, time, guests, name, phone, comment: note }, quiet: true });
    sending.setBusy(false);
    if (result.error) {
      sending.setError(result.error.message);
      setTime(null);
      slots.reload();
      return;
    }
    navigate(`${appLink('/reservations/my')}?booked=${result.data.id}`);
  }

  const pick = <T,>(setter: (v: T) => void) => (value: T) => { setter(value); setTime(null); };
  return (
    <form className="bk-form" onSubmit={(event) => void submit(event)} noValidate data-testid="booking-form">
      <label className="bk-field">
        <span>{t('branch')}</span>
        <select data-testid="booking-branch" value={branchId} onChange={(e) => pick(setBranchId)(Number(e.target.value))}>
          {branches.map((b) => <option key={b.id} value={b.id}>{pickText(b.name, lang)}</option>)}
        </select>
      </label>
      {bookingPhone && (
        <p className="bk-note" data-testid="booking-phone">{t('bookingPhone')}: <a href={`tel:${bookingPhone.replace(/\s/g, '')}`}>{bookingPhone}</a></p>
      )}
      <div className="bk-row">
        <label className="bk-field">
          <span>{t('date')}</span>
          <select data-testid="booking-date" value={date} onChange={(e) => pick(setDate)(e.target.value)}>
            {dates.map((d) => <option key={d} value={d}>{formatDay(d, lang)}</option>)}
          </select>
        </label>
        <label className="bk-field">
          <span>{t('guests')}</span>
          <select data-testid="booking-guests" value={guests} onChange={(e) => pick(setGuests)(Number(e.target.value))}>
            {Array.from({ length: MAX_GUESTS }, (_, i) => i + 1).map((n) => <option key={n} value={n}>{n}</option>)}
          </select>
        </label>
      </div>
      <SlotPicker slots={slots} time={time} onPick={setTime} checked={checked} />
      <ContactFields contact={contact} checked={checked} ids={{ name: 'booking-name', phone: 'booking-phone-input', note: 'booking-comment' }} noteLabel="comment" noteRows={3} />
      {sending.error && <p className="bk-error" role="alert" data-testid="booking-error">{sending.error}</p>}
      <button type="submit" className="bk-primary" disabled={sending.busy} data-testid="booking-submit">
        {user ? t('book') : t('loginToBook')}
      </button>
    </form>
  );
}

export function BookingPage() {
  const { t } = useTranslation();
  const state = useApiQuery(routes.branchesFull);
  const bookable = state.status === 'ready' ? state.data.filter((b) => b.settings?.bookingEnabled) : [];
  if (state.status === 'ready' && !bookable.length) return <NotAvailableHere />;
  return (
    <section>
      <h1>{t('bookTable')}</h1>
      <Tabs current="book" />
      {state.status === 'loading' && <p>{t('loading')}</p>}
      {state.status === 'error' && <p role="alert">{state.error.message}</p>}
      {bookable.length > 0 && <BookingForm branches={bookable} />}
    </section>
  );
}

function ReservationCard({ reservation, onChanged }: { reservation: Reservation; onChanged(): void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { api } = useMountProps();
  const sending = useSending();
  async function cancel() {
    sending.setBusy(true);
    sending.setError(null);
    const result = await api.call(routes.reservationCancel, { params: { id: reservation.id }, quiet: true });
    sending.setBusy(false);
    if (result.error) sending.setError(result.error.message);
    else onChanged();
  }
  const upcoming = reservation.status === 'ACTIVE' && Date.parse(reservation.endsAt) > Date.now();
  return (
    <li data-testid="reservation" data-status={reservation.status}>
      <div>
        <strong>{formatDay(reservation.date, lang, 'long')}, {reservation.time}</strong>
        <span>{pickText(reservation.branchName, lang)}</span>
        <small>{t('guestsCount', { count: reservation.guests })} · {t('table')} {reservation.tableName}</small>
        {reservation.status === 'CANCELED' && <small className="bk-cancelled">{t('cancelled')}</small>}
        {upcoming && !reservation.cancellable && reservation.bookingPhone && (
          <small>{t('cancelByPhone')}: <a href={`tel:${reservation.bookingPhone.replace(/\s/g, '')}`}>{reservation.bookingPhone}</a></small>
        )}
        {sending.error && <small className="bk-error" role="alert">{sending.error}</small>}
      </div>
      {upcoming && reservation.cancellable && (
        <button type="button" className="bk-secondary" disabled={sending.busy} onClick={() => void cancel()} data-testid="reservation-cancel">{t('cancel')}</button>
      )}
    </li>
  );
}

export function MyReservationsPage() {
  const { t } = useTranslation();
  const user = useRequireUser();
  const state = useApiQuery(user ? routes.reservations : null);
  const booked = new URLSearchParams(window.location.search).get('booked');
  const split = state.status === 'ready' ? splitReservations(state.data, new Date()) : null;
  return (
    <section>
      <h1>{t('myReservations')}</h1>
      <Tabs current="my" />
      {booked && <p className="bk-success" role="status" data-testid="booking-done">{t('booked')}</p>}
      {state.status === 'loading' && <p>{t('loading')}</p>}
      {split && (
        <>
          <h2>{t('upcoming')}</h2>
          {split.upcoming.length ? (
            <ul className="bk-cards" data-testid="upcoming">{split.upcoming.map((r) => <ReservationCard key={r.id} reservation={r} onChanged={state.reload} />)}</ul>
          ) : <p>{t('noUpcoming')}</p>}
          <h2>{t('past')}</h2>
          {split.past.length ? (
            <ul className="bk-cards" data-testid="past">{split.past.map((r) => <ReservationCard key={r.id} reservation={r} onChanged={state.reload} />)}</ul>
          ) : <p>{t('noPast')}</p>}
        </>
      )}
    </section>
  );
}
