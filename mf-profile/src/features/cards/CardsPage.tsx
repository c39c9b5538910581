import { useEffect, useState } from 'react';
import { appLink, routes, type Card } from '@storefront/contracts';
import { displayMaskedCard, featureOn } from '@storefront/contracts/rules';
import { useMountProps, useRequireUser } from '@storefront/ui';
import { Link } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../components/LoginPrompt';

/**
 * `/profile/cards`: the customer's saved cards at this merchant (masked number, system, expiry),
 * each removable after a confirmation, and the way to add one. Shown while cardActive.
 */
export function CardsPage() {
  const { api, bus, settings } = useMountProps();
  const { t } = useTranslation();
  const user = useRequireUser();
  const [cards, setCards] = useState<Card[] | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!user) return;
    const controller = new AbortController();
    void api.call(routes.cards, { signal: controller.signal })
      .then(({ data }) => { if (!controller.signal.aborted) setCards(data ?? []); });
    return () => controller.abort();
  }, [api, user]);

  if (!user) return <section><h1>{t('cards')}</h1><LoginPrompt /></section>;

  const remove = async (id: number) => {
    if (busy) return;
    setBusy(true);
    const { data: done } = await api.call(routes.cardDelete, { params: { id } });
    setBusy(false);
    setConfirming(null);
    if (!done) return;
    setCards((list) => (list ?? []).filter((card) => card.id !== id));
    bus.emit('notify', { kind: 'success', message: t('cardDeleted') });
  };

  return (
    <section className="pf-cards">
      <h1>{t('cards')}</h1>
      {!featureOn(settings, 'savedCards') && <p data-testid="cards-off">{t('cardsOff')}</p>}
      {cards === null && <p>{t('loading')}</p>}
      {cards?.length === 0 && <p data-testid="cards-empty">{t('noCards')}</p>}
      <ul className="pf-list">
        {cards?.map((card) => (
          <li key={card.id} data-testid="card-row" data-card-id={card.id}>
            <div>
              <strong>{card.type === 'HUMO' ? 'Humo' : 'Uzcard'}</strong>
              <span className="pf-card-number" data-testid="card-number">{displayMaskedCard(card.number)}</span>
              <small className="pf-note">{t('cardExpires', { expire: card.expire })}</small>
            </div>
            <div className="pf-actions">
              {confirming === card.id ? (
                <>
                  <span>{t('deleteCardQuestion')}</span>
                  <button type="button" className="pf-danger" disabled={busy} onClick={() => void remove(card.id)} data-testid="card-delete-yes">{t('yesDelete')}</button>
                  <button type="button" className="pf-link" onClick={() => setConfirming(null)}>{t('cancel')}</button>
                </>
              ) : (
                <button type="button" className="pf-link" onClick={() => setConfirming(card.id)} data-testid="card-delete">{t('delete')}</button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {featureOn(settings, 'savedCards') && <p><Link to={appLink('/profile/cards/create')} className="pf-primary pf-add" data-testid="card-add">{t('addCard')}</Link></p>}
      <p><Link to={appLink('/profile')}>{t('back')}</Link></p>
    </section>
  );
}
