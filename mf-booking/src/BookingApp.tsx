import { appLink, pickText, routes, type Vacancy } from '@storefront/contracts';
import { Link, useApiQuery, useLanguage, useScreen, useT } from '@storefront/ui';

function VacancyList() {
  const t = useT();
  const lang = useLanguage();
  const state = useApiQuery(routes.vacancies);
  return (
    <section>
      <h1>{t('vacancies')}</h1>
      {state.status === 'loading' && <p>{t('loading')}</p>}
      {state.status === 'ready' && !state.data.length && <p>{t('none')}</p>}
      {state.status === 'ready' && (
        <ul className="bk-list">
          {state.data.map((v: Vacancy) => (
            <li key={v.id}>
              <Link href={appLink('/vacancy/:id', { id: v.id })}><strong>{pickText(v.title, lang)}</strong></Link>
              {v.salary && <span> · {t('salary')}: {v.salary}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function VacancyPage({ id }: { id: string }) {
  const t = useT();
  const lang = useLanguage();
  const state = useApiQuery(routes.vacancy, { params: { id }, quiet: true });
  return (
    <article>
      <p><Link href={appLink('/vacancy')}>{t('back')}</Link></p>
      {state.status === 'loading' && <p>{t('loading')}</p>}
      {state.status === 'error' && <p role="alert">{t('notFound')}</p>}
      {state.status === 'ready' && (
        <>
          <h1>{pickText(state.data.title, lang)}</h1>
          {state.data.salary && <p>{t('salary')}: {state.data.salary}</p>}
          <p style={{ whiteSpace: 'pre-line' }}>{pickText(state.data.description, lang)}</p>
        </>
      )}
    </article>
  );
}

export function BookingApp() {
  const screen = useScreen<'booking'>({
    '/vacancy': () => <VacancyList />,
    '/vacancy/:id': ({ id }) => <VacancyPage id={id} />,
  }, () => <VacancyList />);
  return (
    <>
      <style>{'.bk-list{list-style:none;padding:0;display:grid;gap:10px}.bk-list li{background:var(--surface,#fff);border-radius:12px;padding:12px 16px}'}</style>
      {screen}
    </>
  );
}
