import { useState, type FormEvent } from 'react';
import { appLink, pickText, routes, type Vacancy } from '@storefront/contracts';
import { useApiQuery, useLanguage, useMountProps } from '@storefront/ui';
import { Link } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';
import { ContactFields, useContact, useSending } from './common';

/** The salary in the page's language; vacancies stored before 1.5 have only one text. */
function useSalary() {
  const lang = useLanguage();
  return (v: Vacancy) => (v.salaryText ? pickText(v.salaryText, lang) : v.salary) || null;
}

export function VacancyList() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const salaryOf = useSalary();
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
              <Link to={appLink('/vacancy/:id', { id: v.id })}><strong>{pickText(v.title, lang)}</strong></Link>
              {salaryOf(v) && <span> · {t('salary')}: <span className="bk-nowrap">{salaryOf(v)}</span></span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ApplyForm({ vacancyId }: { vacancyId: number }) {
  const { t } = useTranslation();
  const { api } = useMountProps();
  const contact = useContact();
  const [checked, setChecked] = useState(false);
  const [sent, setSent] = useState(false);
  const sending = useSending();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (contact.nameMissing || contact.phoneWrong) return;
    sending.setBusy(true);
    sending.setError(null);
    const { name, phone, note } = contact.sent();
    const result = await api.call(routes.vacancyApply, { params: { id: vacancyId }, body: { name, phone, message: note }, quiet: true });
    sending.setBusy(false);
    if (result.error) sending.setError(result.error.message);
    else setSent(true);
  }

  if (sent) return <p className="bk-success" role="status" data-testid="apply-done">{t('applyDone')}</p>;
  return (
    <form className="bk-form" onSubmit={(event) => void submit(event)} noValidate data-testid="apply-form">
      <h2>{t('apply')}</h2>
      <ContactFields contact={contact} checked={checked} ids={{ name: 'apply-name', phone: 'apply-phone', note: 'apply-message' }} noteLabel="message" noteRows={4} />
      {sending.error && <p className="bk-error" role="alert">{sending.error}</p>}
      <button type="submit" className="bk-primary" disabled={sending.busy} data-testid="apply-send">{t('send')}</button>
    </form>
  );
}

export function VacancyPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const salaryOf = useSalary();
  const state = useApiQuery(routes.vacancy, { params: { id }, quiet: true });
  return (
    <article>
      <p><Link to={appLink('/vacancy')}>{t('back')}</Link></p>
      {state.status === 'loading' && <p>{t('loading')}</p>}
      {state.status === 'error' && <p role="alert">{t('notFound')}</p>}
      {state.status === 'ready' && (
        <>
          <h1>{pickText(state.data.title, lang)}</h1>
          {salaryOf(state.data) && <p data-testid="vacancy-salary">{t('salary')}: <span className="bk-nowrap">{salaryOf(state.data)}</span></p>}
          <p style={{ whiteSpace: 'pre-line' }}>{pickText(state.data.description, lang)}</p>
          <ApplyForm vacancyId={state.data.id} />
        </>
      )}
    </article>
  );
}
