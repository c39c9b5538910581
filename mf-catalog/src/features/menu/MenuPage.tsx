import { useMemo } from 'react';
import { pickText, type Language } from '@storefront/contracts';
import { buildMenu } from '@storefront/contracts/rules';
import { useMountProps } from '@storefront/ui';
import { useTranslation } from 'react-i18next';
import { useCatalog, useNearestBranchId } from '../../components/catalog';
import { FloatingBasketButton } from '../../components/BasketButton';
import { useNextTask } from '../../components/next-task';
import { CategoryBlock } from './CategoryBlock';
import { MenuNav } from './MenuNav';

/** Categories whose cards render at once; the rest render as the customer scrolls near them. */
const EAGER_CATEGORIES = 1;
/** Images fetched at once (above the fold); the rest load lazily. */
const EAGER_IMAGES = 4;

type Sections = ReturnType<typeof buildMenu>;

/** The menu's sections cut to their first `count` categories in all. */
export function firstCategories(sections: Sections, count: number): Sections {
  const kept: Sections = [];
  let left = count;
  for (const section of sections) {
    if (left <= 0) break;
    kept.push({ ...section, categories: section.categories.slice(0, left) });
    left -= section.categories.length;
  }
  return kept;
}

/**
 * The home menu (spec §5): groups → categories → products by priority, only what the nearest
 * branch sells, only categories with a product. The stories and banners above it are HomeTop's.
 */
export function MenuPage({ lang }: { lang: Language }) {
  const { overall } = useCatalog();
  const { settings } = useMountProps();
  const { t } = useTranslation();
  const branchId = useNearestBranchId();
  const sections = useMemo(() => buildMenu(overall, branchId), [overall, branchId]);
  // The first render draws the first categories (what fills the screen); the headings and places
  // of all the others follow a task later.
  const all = useNextTask();
  const drawn = useMemo(() => (all ? sections : firstCategories(sections, EAGER_CATEGORIES)), [all, sections]);
  if (!sections.length) return <p className="cat-notice">{t('empty')}</p>;
  let categoryIndex = 0;
  return (
    <div className="cat-menu" data-testid="menu">
      <MenuNav sections={sections} lang={lang} groups={settings.groupView} categories={settings.categoryView} />
      {drawn.map(({ group, categories }) => (
        <section className="cat-section" key={group?.id ?? 'ungrouped'} id={group ? `group-${group.id}` : 'group-none'}
          data-group-id={group?.id}>
          {settings.groupView && group && <h2>{pickText(group.name, lang)}</h2>}
          {categories.map(({ category, products }) => {
            const index = categoryIndex++;
            return (
              <CategoryBlock key={category.id} category={category} products={products} lang={lang}
                eager={index < EAGER_CATEGORIES} eagerImages={index === 0 ? EAGER_IMAGES : 0} />
            );
          })}
        </section>
      ))}
      {settings.cartInMainActive && <FloatingBasketButton />}
    </div>
  );
}
