import { Suspense, use, useActionState, useCallback, useOptimistic, useState, useSyncExternalStore } from 'react';
import { navigateToUrl } from 'single-spa';
import { routes, type ApiResult, type Language, type Vacancy } from '@storefront/contracts';
import type { RemoteMountProps } from '@storefront/runtime';
import { TEXTS, type Texts } from './texts';

const CSS = `.oj{display:grid;gap:12px;max-width:520px}.oj h1{margin:0}.oj p{margin:0}
.oj form{display:grid;gap:12px}.oj label{display:grid;gap:6px}
.oj input,.oj select{font:inherit;font-size:16px;padding:10px 12px;border:1px solid var(--border,#ccc);border-radius:10px;background:var(--surface,#fff);color:inherit}
.oj button{background:var(--main-color);color:var(--main-text-color);border:0;border-radius:12px;padding:12px 20px;font-weight:700;font-size:16px;cursor:pointer}.oj button:disabled{opacity:.6}
.oj ul{list-style:none;padding:0;margin:0;display:grid;gap:8px}.oj li{background:var(--surface,#fff);border-radius:12px;padding:10px 14px}
.oj li[data-state=pending]{opacity:.6}.oj-error{color:var(--danger,#d93025)}.oj-muted{color:var(--muted,#666)}`;

const LANGUAGES: readonly Language[] = ['uz', 'ru', 'eng'];
const asLanguage = (value: string | undefined): Language => (LANGUAGES.includes(value as Language) ? (value as Language) : 'uz');

/** The shell's interface language, following the customer's switch in the header without a remount. */
function useLanguage(i18n: RemoteMountProps['i18n']): Language {
  const subscribe = useCallback((onChange: () => void) => {
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n]);
  return useSyncExternalStore(subscribe, () => asLanguage(i18n.language));
}

const titleOf = (vacancy: Vacancy, language: Language) => vacancy.title[language] || vacancy.title.ru || vacancy.title.uz || vacancy.title.eng || `#${vacancy.id}`;

interface Application {
  key: string;
  vacancy: string;
  name: string;
  /** The API's number of the application; null while it is on its way. */
  id: number | null;
}

interface FormState {
  sent: Application[];
  error: string | null;
}

const START: FormState = { sent: [], error: null };

/**
 * A vacancy application form: the vacancies come from a promise read with `use` (the screen
 * suspends until they arrive), the form is a `useActionState` action that posts to the API, and
 * `useOptimistic` lists the application while the API has not answered yet.
 */
function ApplicationForm({ vacancies, props, language, text }: { vacancies: Promise<ApiResult<Vacancy[]>>; props: RemoteMountProps; language: Language; text: Texts }) {
  const answer = use(vacancies);
  const open = (answer.data ?? []).filter((vacancy) => vacancy.isActive);

  const [state, formAction, isPending] = useActionState(async (previous: FormState, form: FormData): Promise<FormState> => {
    const vacancy = open.find((v) => v.id === Number(form.get('vacancy')));
    const name = String(form.get('name') ?? '').trim();
    const phone = String(form.get('phone') ?? '').replace(/\D/g, '');
    if (!vacancy) return previous;
    const title = titleOf(vacancy, language);
    addOptimistic({ key: `pending-${Date.now()}`, vacancy: title, name, id: null });
    // quiet: the form shows the API's refusal itself, rather than the shell's notice too.
    const result = await props.api.call(routes.vacancyApply, { params: { id: vacancy.id }, body: { name, phone, message: null }, quiet: true });
    if (result.error) return { ...previous, error: result.error.message };
    props.bus.emit('notify', { kind: 'success', message: text.notice });
    return { sent: [...previous.sent, { key: `sent-${result.data.id}`, vacancy: title, name, id: result.data.id }], error: null };
  }, START);
  const [shown, addOptimistic] = useOptimistic(state.sent, (list: Application[], pending: Application) => [...list, pending]);

  if (answer.error) return <p className="oj-error" role="alert">{answer.error.message}</p>;
  if (!open.length) return <p className="oj-muted">{text.noVacancies}</p>;
  return (
    <>
      <form action={formAction} data-testid="outside-form">
        <label>
          {text.vacancy}
          <select name="vacancy" data-testid="outside-vacancy">
            {open.map((vacancy) => <option key={vacancy.id} value={vacancy.id}>{titleOf(vacancy, language)}</option>)}
          </select>
        </label>
        <label>
          {text.name}
          <input name="name" required autoComplete="name" maxLength={100} data-testid="outside-name" />
        </label>
        <label>
          {text.phone}
          <input name="phone" required inputMode="tel" autoComplete="tel" data-testid="outside-phone" />
        </label>
        <button type="submit" disabled={isPending} data-testid="outside-apply">{isPending ? text.sending : text.apply}</button>
        {state.error ? <p className="oj-error" role="alert">{state.error}</p> : null}
      </form>
      {shown.length ? (
        <section aria-labelledby="oj-yours">
          <h2 id="oj-yours">{text.yours}</h2>
          <ul data-testid="outside-applications">
            {shown.map((application) => (
              <li key={application.key} data-state={application.id === null ? 'pending' : 'sent'}>
                {application.vacancy}: {application.name} — {application.id === null ? text.pending : text.received(application.id)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** The screen: a heading, the form under Suspense, and a link to another remote's screen. */
export function JoinUs(props: RemoteMountProps) {
  const language = useLanguage(props.i18n);
  const text = TEXTS[language];
  // Asked once per mount; `use` reads the same promise on every render.
  const [vacancies] = useState(() => props.api.call(routes.vacancies, { quiet: true }));
  return (
    <div className="oj" data-outside-remote="join-us">
      <style>{CSS}</style>
      <h1>{text.heading}</h1>
      <p className="oj-muted">{text.intro}</p>
      <Suspense fallback={<p className="oj-muted" role="status" data-testid="outside-loading">{text.loading}</p>}>
        <ApplicationForm vacancies={vacancies} props={props} language={language} text={text} />
      </Suspense>
      {/* Another remote's screen: single-spa (the shell's) mounts it, no page load. */}
      <p><a href="/" onClick={(event) => { event.preventDefault(); navigateToUrl('/'); }} data-testid="outside-to-menu">{text.toMenu}</a></p>
    </div>
  );
}
