import { useEffect, useEffectEvent, useState } from 'react';
import { matchAppRoute, pickText, routes, type Language, type Vacancy } from '@storefront/contracts';
import { Link, useMountProps, usePathname, useT, useLanguage } from '@storefront/ui';

type Loaded<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error' };

/** Calls `load` again when `key` changes; a new `load` closure on each render does not refetch. */
function useCall<T>(load: (signal: AbortSignal) => Promise<{ data: T | null; error: unknown }>, key: string): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const loadLatest = useEffectEvent(load);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    void loadLatest(controller.signal).then(({ data, error }) => {
      if (!controller.signal.aborted) setState(error || data === null ? { status: 'error' } : { status: 'ready', value: data });
    });
    return () => controller.abort();
  }, [key]);
  return state;
}

function VacancyList() {
  const { api } = useMountProps();
  const t = useT();
  const lang = useLanguage();
  const state = useCall((signal) => api.call(routes.vacancies, { signal }), 'list');
  return (
    <section>
      <h1>{t('vacancies')}</h1>
      {state.status === 'loading' && <p>{t('loading')}</p>}
      {state.status === 'ready' && !state.value.length && <p>{t('none')}</p>}
      {state.status === 'ready' && (
        <ul className="bk-list">
          {state.value.map((v: Vacancy) => (
            <li key={v.id}>
              <Link href={`/vacancy/${v.id}`}><strong>{pickText(v.title, lang)}</strong></Link>
              {v.salary && <span> · {t('salary')}: {v.salary}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function VacancyPage({ id }: { id: string }) {
  const { api } = useMountProps();
  const t = useT();
  const lang = useLanguage();
  const state = useCall((signal) => api.call(routes.vacancy, { params: { id }, signal, quiet: true }), id);
  return (
    <article>
      <p><Link href="/vacancy">{t('back')}</Link></p>
      {state.status === 'loading' && <p>{t('loading')}</p>}
      {state.status === 'error' && <p role="alert">{t('notFound')}</p>}
      {state.status === 'ready' && (
        <>
          <h1>{pickText(state.value.title, lang)}</h1>
          {state.value.salary && <p>{t('salary')}: {state.value.salary}</p>}
          <p style={{ whiteSpace: 'pre-line' }}>{pickText(state.value.description, lang)}</p>
        </>
      )}
    </article>
  );
}

export function BookingApp() {
  const match = matchAppRoute(usePathname());
  return (
    <>
      <style>{'.bk-list{list-style:none;padding:0;display:grid;gap:10px}.bk-list li{background:var(--surface,#fff);border-radius:12px;padding:12px 16px}'}</style>
      {match?.route.path === '/vacancy/:id' ? <VacancyPage id={match.params.id} /> : <VacancyList />}
    </>
  );
}
