import { pickText, type Language, type ModificationGroup } from '@storefront/contracts';
import { chosenInGroup, formatSum, groupMinimum, type ModificationChoice, type ModificationProblem } from '@storefront/contracts/rules';
import { useTranslation } from 'react-i18next';
import { ProductImage } from '../../components/ProductImage';

/**
 * The product's modification groups, as names only or as image tiles (settings.modificationViewType);
 * a group of at most one is a radio choice, the others check boxes; problems show under their group.
 */
export function ModificationGroups({ groups, choice, problems, view, lang, onToggle }: {
  groups: ModificationGroup[];
  choice: ModificationChoice;
  problems: ModificationProblem[];
  view: 'NAME_ONLY' | 'FULL_IMAGE';
  lang: Language;
  onToggle(modificationId: number): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="cat-mods">
      {[...groups].sort((a, b) => a.priority - b.priority).map((group) => {
        const single = group.maxCount === 1;
        const groupProblems = problems.filter((p) => p.groupId === group.id);
        const min = groupMinimum(group);
        return (
          <fieldset key={group.id} className={`cat-mod-group cat-mods-${view === 'FULL_IMAGE' ? 'images' : 'names'}`}
            data-testid={`mod-group-${group.id}`} aria-invalid={groupProblems.length > 0 || undefined}>
            <legend>
              {pickText(group.name, lang)}{' '}
              <small>
                {group.isRequired ? t('required') : t('optional')}
                {!single && ` · ${t('chooseUpTo', { count: group.maxCount })}`}
                {!single && min > 0 && ` · ${t('chooseAtLeast', { count: min })}`}
              </small>
            </legend>
            {[...group.modifications].sort((a, b) => a.priority - b.priority).map((m) => {
              const checked = (choice[m.id] ?? 0) > 0;
              const full = !checked && !single && chosenInGroup(group, choice) >= group.maxCount;
              const name = pickText(m.name, lang);
              return (
                <label key={m.id} className="cat-mod" data-checked={checked || undefined}>
                  <input type={single ? 'radio' : 'checkbox'} name={`group-${group.id}`} checked={checked} disabled={full}
                    onChange={() => onToggle(m.id)} onClick={() => { if (single && checked && !group.isRequired) onToggle(m.id); }} />
                  {view === 'FULL_IMAGE' && <ProductImage image={m.image} size={56} alt="" />}
                  <span className="cat-mod-name">{name}</span>
                  <span className="cat-mod-price">{m.price > 0 ? `+${formatSum(m.price, lang)}` : ''}</span>
                </label>
              );
            })}
            {groupProblems.map((p, i) => (
              <p key={i} className="cat-error" role="alert">
                {p.kind === 'too-few' ? (group.isRequired && p.min === 1 ? t('chooseOne') : t('chooseAtLeast', { count: p.min }))
                  : t('chooseUpTo', { count: p.max })}
              </p>
            ))}
          </fieldset>
        );
      })}
    </div>
  );
}
