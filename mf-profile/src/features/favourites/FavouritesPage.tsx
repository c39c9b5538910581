import { useState } from 'react';
import { appLink, pickText, routes, type Product } from '@storefront/contracts';
import { formatSum, imageUrl, unitPrice } from '@storefront/contracts/rules';
import { useApiQuery, useLanguage, useMountProps, useRequireUser } from '@storefront/ui';
import { Link } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../components/LoginPrompt';

const IMAGE = { width: 160, height: 160 };

/** `/profile/favorites` (settings.favouriteActive): the customer's favourite products, each removable. */
export function FavouritesPage() {
  const { api, urls } = useMountProps();
  const { t } = useTranslation();
  const language = useLanguage();
  const user = useRequireUser();
  const [removing, setRemoving] = useState<number | null>(null);

  const query = useApiQuery(user ? routes.favourites : null, { query: { userId: user?.id, isFavourite: 'true' } });
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const products: Product[] | null = query.status === 'ready' ? query.data.filter((p) => !removed.has(p.id))
    : query.status === 'error' ? [] : null;

  if (!user) return <section><h1>{t('favourites')}</h1><LoginPrompt /></section>;

  const remove = async (productId: number) => {
    if (removing !== null) return;
    setRemoving(productId);
    const { data } = await api.call(routes.favouriteRemove, { params: { productId } });
    setRemoving(null);
    if (data) setRemoved((ids) => new Set(ids).add(productId));
  };

  return (
    <section>
      <h1>{t('favourites')}</h1>
      {products === null && <p>{t('loading')}</p>}
      {products?.length === 0 && <p data-testid="favourites-empty">{t('noFavourites')}</p>}
      <ul className="pf-list">
        {products?.map((product) => {
          const name = pickText(product.name, language);
          const price = unitPrice(product);
          return (
            <li key={product.id} data-testid="favourite-row" data-product-id={product.id} className="pf-fav">
              <Link to={appLink('/product/:id', { id: product.id })} className="pf-fav-link" data-testid="favourite-link">
                <img src={imageUrl(urls.mediaBase, product.image, IMAGE)} alt="" width={64} height={64} loading="lazy" />
                <span>
                  <strong data-testid="favourite-name">{name}</strong>
                  <span data-testid="favourite-price">
                    {product.discount > 0 && <s>{formatSum(product.costPrice, language)}</s>} {formatSum(price, language)}
                  </span>
                </span>
              </Link>
              <button type="button" className="pf-link" disabled={removing === product.id} onClick={() => void remove(product.id)}
                aria-label={t('removeFavouriteOf', { name })} data-testid="favourite-remove">{t('remove')}</button>
            </li>
          );
        })}
      </ul>
      <p><Link to={appLink('/profile')}>{t('back')}</Link></p>
    </section>
  );
}
