import { appLink, pickText, routes, type Branch, type Language } from '@storefront/contracts';
import { branchHoursNow, displayPhone, telHref } from '@storefront/contracts/rules';
import { useApiQuery, useLanguage, useMountProps, useSession, useSpecMessage } from '@storefront/ui';
import { Link } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';
import { BranchHours, BRANCH_HOURS_CSS, useMinuteNow } from '../../components/BranchHours';

/** Texts of the branch choice (the menu follows the chosen branch's availability, spec §5). */
const CHOOSE_TEXTS: Record<Language, { choose: string; chosen: string }> = {
  uz: { choose: 'Shu filialni tanlash', chosen: 'Tanlangan filial' },
  ru: { choose: 'Выбрать этот филиал', chosen: 'Выбранный филиал' },
  eng: { choose: 'Choose this branch', chosen: 'Chosen branch' },
};

function BranchItem({ branch, lang, chosen, now, onChoose }: { branch: Branch; lang: Language; chosen: boolean; now: Date; onChoose(): void }) {
  const { t } = useTranslation();
  const texts = CHOOSE_TEXTS[lang] ?? CHOOSE_TEXTS.uz;
  return (
    <li className="am-branch" data-testid="branch" data-branch-id={branch.id} aria-current={chosen || undefined}>
      <h3>{pickText(branch.name, lang)}</h3>
      {branch.address && <p>{branch.address}</p>}
      <p><BranchHours hours={branchHoursNow(branch, now)} /></p>
      {branch.phone && <p className="am-muted">{t('phone')}: <a href={telHref(branch.phone)}>{displayPhone(branch.phone)}</a></p>}
      {chosen
        ? <p className="am-chosen" data-testid="branch-chosen">✓ {texts.chosen}</p>
        : <button type="button" className="am-choose" onClick={onChoose} aria-label={`${texts.choose}: ${pickText(branch.name, lang)}`}>{texts.choose}</button>}
    </li>
  );
}

export function BranchesPage() {
  const { bus } = useMountProps();
  const { t } = useTranslation();
  const message = useSpecMessage();
  const chosenId = useSession((s) => s.nearestBranch?.id ?? null);
  const lang = useLanguage();
  const now = useMinuteNow();
  const state = useApiQuery(routes.branches);
  const branches = state.status === 'ready' ? state.data.filter((b) => b.isActive && !b.deleted) : [];

  return (
    <section>
      <style>{`.am-branch{background:var(--surface,#fff);border-radius:12px;padding:12px 16px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
.am-branch h3{margin:0 0 4px}.am-branch p{margin:0 0 4px}.am-muted{color:var(--muted,#555)}
.am-branch[aria-current]{outline:2px solid var(--main-color,#FCE000)}.am-chosen{font-weight:600}
${BRANCH_HOURS_CSS}
.am-choose{margin-top:4px;border:0;border-radius:8px;padding:6px 12px;background:var(--main-color,#FCE000);color:var(--main-text-color,#000);font:inherit;font-weight:600;cursor:pointer}`}</style>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
        <h1>{t('branches')}</h1>
        <Link to={appLink('/branches/map')} data-testid="branches-map-link">{t('onMap')}</Link>
      </div>
      {state.status === 'loading' && <p>{t('loading')}</p>}
      {state.status === 'error' && <p role="alert">{t('failed')}</p>}
      {state.status === 'ready' && (
        branches.length
          ? <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 12 }}>
              {branches.map((branch) => <BranchItem key={branch.id} branch={branch} lang={lang} chosen={branch.id === chosenId} now={now}
                onChoose={() => bus.emit('branch/nearest-changed', { branch })} />)}
            </ul>
          : <p>{message('noBranches')}</p>
      )}
    </section>
  );
}
