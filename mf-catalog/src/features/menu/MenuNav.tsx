import { pickText, type Language } from '@storefront/contracts';
import { imageUrl, type MenuSection } from '@storefront/contracts/rules';
import { useMountProps } from '@storefront/ui';
import { useTranslation } from 'react-i18next';
import { scrollToSection as scrollTo } from './scroll-to-section';

/** Chips of the groups (settings.groupView) and tabs of the categories (settings.categoryView) that scroll to them. */
export function MenuNav({ sections, lang, groups, categories }: { sections: MenuSection[]; lang: Language; groups: boolean; categories: boolean }) {
  const { urls } = useMountProps();
  const { t } = useTranslation();
  const grouped = sections.filter((section) => section.group);
  return (
    <div className="cat-nav">
      {groups && grouped.length > 1 && (
        <nav className="cat-chips cat-group-chips" aria-label={t('groups')}>
          {grouped.map(({ group }) => (
            <button type="button" key={group!.id} onClick={() => scrollTo(`group-${group!.id}`)}
              style={group!.bgColor ? { background: group!.bgColor } : undefined}>
              {group!.icon && (
                <img src={imageUrl(urls.mediaBase, group!.icon, { width: 48, height: 48 })} width={20} height={20} alt=""
                  style={group!.iconBgColor ? { background: group!.iconBgColor } : undefined} />
              )}
              {pickText(group!.name, lang)}
            </button>
          ))}
        </nav>
      )}
      {categories && (
        <nav className="cat-chips cat-category-chips" aria-label={t('categories')} data-testid="category-chips">
          {sections.flatMap((section) => section.categories).map(({ category }) => (
            <button type="button" key={category.id} onClick={() => scrollTo(`category-${category.id}`)}>
              {pickText(category.name, lang)}
            </button>
          ))}
        </nav>
      )}
    </div>
  );
}
