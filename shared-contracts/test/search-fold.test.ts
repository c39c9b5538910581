import {
  allLanguageTexts, compareSearchHits, foldSearchText, productSearchTexts, searchMatchRank, searchSkeleton, searchTerms,
  transliterateCyrillic, typoAllowance, SEARCH_MATCH_KINDS,
} from '../src/rules';

describe('Uzbek Cyrillic to Latin, by the official correspondence', () => {
  it.each([
    ['шашлик', 'shashlik'],
    ['чучвара', 'chuchvara'],
    ['ўрик', "o'rik"],
    ['ғалла', "g'alla"],
    ['қовоқ', 'qovoq'],
    ['ҳолва', 'holva'],
    ['ёғ', "yog'"],
    ['юлдуз', 'yulduz'],
    ['ялпиз', 'yalpiz'],
    ['цех', 'tsex'],
    ['жигар', 'jigar'],
    ['хонim', 'xonim'],
    ['чой', 'choy'],
    ['таъм', "ta'm"],
    ['ер', 'yer'],
    ['келди', 'keldi'],
    ['оилае', 'oilaye'],
    ['мошхўрда', "moshxo'rda"],
  ])('%s → %s', (cyrillic, latin) => {
    expect(transliterateCyrillic(cyrillic)).toBe(latin);
  });

  it('reads Russian letters the same way and keeps the case', () => {
    expect(transliterateCyrillic('Щи, борщ')).toBe('Shi, borsh');
    expect(transliterateCyrillic('Шашлык')).toBe('Shashlik');
    expect(transliterateCyrillic('ШАШЛЫК')).toBe('SHASHLIK');
    expect(transliterateCyrillic('Ўзбекистон')).toBe("O'zbekiston");
    expect(transliterateCyrillic('Оливье')).toBe('Olivye');
    expect(transliterateCyrillic('Mixed плов 2')).toBe('Mixed plov 2');
  });
});

describe('folding: the spellings of one dish meet', () => {
  const meet = (...spellings: string[]) => new Set(spellings.map(foldSearchText));

  it.each([
    [['palov', 'палов', 'Палов']],
    [['plov', 'плов', 'PLOV']],
    [['shashlik', 'шашлик', 'шашлык', 'Shashlik']],
    [["sho'rva", 'шўрва', 'sho‘rva', 'shorva']],
    [["lag'mon", 'лағмон', 'лагмон', 'lagmon']],
    [['norin', 'норин', 'нарын', 'naryn']],
    [['xonim', 'хоним', 'ханим', 'khanim']],
    [['holva', 'ҳолва', 'халва', 'halva']],
    [['qazi', 'қази', 'казы']],
    [['qozon kabob', 'қозон кабоб', 'казан-кабаб']],
    [['pitsa', 'пицца', 'питса']],
    [['sezar', 'цезарь']],
    [['moshxo\'rda', 'мошхўрда', 'машхорда', 'mashkhorda']],
    [['tandir', 'тандыр', 'tandyr']],
    [['olivye', 'оливье']],
    [['chak-chak', 'чак-чак', 'chak chak']],
    [['hot-dog', 'хот-дог', 'hot dog', 'xot-dog']],
    [['jigar', 'жигар', 'djigar', 'zhigar']],
    [['somsa', 'самса', 'сомса']],
  ])('%j', (spellings) => {
    expect(meet(...spellings).size).toBe(1);
  });

  it('drops apostrophes, marks and punctuation, and keeps digits', () => {
    expect(foldSearchText("  To‘y  OSHI (50 kishilik) ")).toBe('tay ashi 50 kishilik');
    expect(foldSearchText('Coca-Cola 0,5 l')).toBe('caca cala 0 5 l');
    expect(foldSearchText('jalapeño')).toBe('jalapena');
    expect(foldSearchText('Лимонад «Тархун»')).toBe('limanad tarxun');
    expect(foldSearchText('100')).toBe('100');
    expect(foldSearchText(" ' ")).toBe('');
    expect(searchTerms('Свадебный плов')).toEqual(['svadebniy', 'plav']);
    expect(searchTerms('')).toEqual([]);
  });

  it('keeps sh and ch apart from h, and other words apart', () => {
    expect(foldSearchText('shashlik')).not.toBe(foldSearchText('sashlik'));
    expect(foldSearchText('choy')).toBe('chay');
    expect(foldSearchText('manti')).not.toBe(foldSearchText('mastava'));
    expect(foldSearchText('non')).not.toBe(foldSearchText('nan va'));
  });
});

describe('skeletons: vowels one spelling drops and another writes', () => {
  it('brings plov, palov and palovi to one skeleton', () => {
    const skeletons = new Set(['plov', 'palov', 'палов', 'плов', 'palovi'].map((word) => searchSkeleton(foldSearchText(word))));
    expect([...skeletons]).toEqual(['plv']);
    expect(searchSkeleton(foldSearchText('нарын'))).toBe(searchSkeleton(foldSearchText('norin')));
    expect(searchSkeleton('ayran')).toBe('rn');
  });

  it('allows no typo in short words, one from four letters, two from seven', () => {
    expect(typoAllowance('osh')).toBe(0);
    expect(typoAllowance('plav')).toBe(1);
    expect(typoAllowance('shashlk')).toBe(2);
    expect(typoAllowance('2024')).toBe(0);
  });
});

describe('what the search reads and how it ranks', () => {
  it('takes the name, description and modifications in every language', () => {
    const product = {
      name: { uz: 'Manti', ru: 'Манты', eng: 'Manti' },
      description: { uz: 'Xamir, piyoz.', ru: null, eng: '' },
      modificationGroups: [{ modifications: [{ name: { uz: 'Qaymoq', ru: 'Сметана', eng: 'Sour cream' } }] }],
    };
    expect(productSearchTexts(product)).toEqual({ names: ['Manti', 'Манты'], descriptions: ['Xamir, piyoz.'], modifications: ['Qaymoq', 'Сметана', 'Sour cream'] });
    expect(allLanguageTexts(null)).toEqual([]);
  });

  it('ranks a name above a typo, the middle of a word, a description and a modification', () => {
    expect(SEARCH_MATCH_KINDS).toEqual(['name', 'name-typo', 'name-infix', 'description', 'modification']);
    expect(searchMatchRank('name')).toBeLessThan(searchMatchRank('description'));
    expect(searchMatchRank('description')).toBeLessThan(searchMatchRank('modification'));
    const hits = [
      { id: 'modification', words: 1, rank: 4, score: 9, order: 0 },
      { id: 'description', words: 1, rank: 3, score: 9, order: 1 },
      { id: 'name, low score', words: 1, rank: 0, score: 1, order: 3 },
      { id: 'name, high score', words: 1, rank: 0, score: 2, order: 4 },
      { id: 'name, same score, earlier', words: 1, rank: 0, score: 2, order: 2 },
      { id: 'more words', words: 2, rank: 3, score: 0, order: 5 },
    ];
    expect(hits.sort(compareSearchHits).map((hit) => hit.id)).toEqual([
      'more words', 'name, same score, earlier', 'name, high score', 'name, low score', 'description', 'modification',
    ]);
  });
});
