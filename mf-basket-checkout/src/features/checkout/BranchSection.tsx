import { appLink, pickText, type Branch } from '@storefront/contracts';
import { useLanguage } from '@storefront/ui';
import { Link } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../components/FieldError';

/** Pick-up and dine-in: the branch to come to; no delivery price (spec §4). */
export function BranchSection({ branches, branchId, onChoose, problem, pickup = false }: {
  branches: Branch[] | null; branchId: number | null; onChoose: (id: number) => void; problem?: string | null;
  /** Pick-up: also offer the maps remote's branch picker (hours, open now, distance), which comes back here. */
  pickup?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <fieldset className="bc-section" data-testid="branch-section">
      <legend>{t('branch')}</legend>
      {branches === null && <p className="bc-muted">{t('loading')}</p>}
      {branches?.length === 0 && <p>{t('noBranches')}</p>}
      <div className="bc-options" role="radiogroup" aria-label={t('branch')}>
        {branches?.map((b) => (
          <label key={b.id} className="bc-option">
            <input type="radio" name="branch" checked={branchId === b.id} onChange={() => onChoose(b.id)} />
            <span><strong>{pickText(b.name, language)}</strong>{b.address ? ` — ${b.address}` : ''}</span>
          </label>
        ))}
      </div>
      {pickup && <p><Link to={appLink('/address/pickup')} data-testid="branch-on-map">{t('onMap')}</Link></p>}
      <FieldError message={problem} testId="branch-error" />
    </fieldset>
  );
}
