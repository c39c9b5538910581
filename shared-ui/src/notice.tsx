import type { Language } from '@storefront/contracts';

/** Texts of the failure notice, in every interface language (they cannot wait for a remote's own). */
export const FAILURE_TEXTS: Record<Language, { title: string; body: string; retry: string }> = {
  uz: { title: "Bu bo'lim hozir ochilmadi", body: "Sahifaning qolgan qismi ishlayapti. Birozdan so'ng qayta urinib ko'ring.", retry: 'Qayta urinish' },
  ru: { title: 'Этот раздел сейчас не открылся', body: 'Остальная часть страницы работает. Попробуйте ещё раз чуть позже.', retry: 'Повторить' },
  eng: { title: 'This part did not open', body: 'The rest of the page keeps working. Please try again in a moment.', retry: 'Try again' },
};

/** The inline notice of a remote that is down or broke: the rest of the storefront keeps working. */
export function RemoteFailureNotice({ language, onRetry, remote }: { language: Language; onRetry: () => void; remote: string }) {
  const text = FAILURE_TEXTS[language] ?? FAILURE_TEXTS.uz;
  return (
    <section role="alert" data-remote-failure={remote} className="sf-failure">
      <h2>{text.title}</h2>
      <p>{text.body}</p>
      <button type="button" onClick={onRetry}>{text.retry}</button>
    </section>
  );
}
