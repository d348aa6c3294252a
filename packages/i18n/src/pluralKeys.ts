/**
 * Which message keys a language needs, given the English ones. Plural
 * messages have one key per plural category of the language
 * (`unread_one`, `unread_other`); English has two categories, Chinese only
 * `other`, so a Chinese file carries no `_one` forms. An English group whose
 * `other` form is the bare key (`rows` beside `rows_one`) keeps the bare key.
 */
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

export function keysNeededIn(tag: string, englishKeys: readonly string[]): string[] {
  const english = new Set(englishKeys);
  const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
  const needed = new Set<string>();
  for (const key of englishKeys) {
    const base = key.replace(pluralSuffix, '');
    const plural = base !== key || english.has(`${base}_one`) || english.has(`${base}_other`);
    if (!plural) {
      needed.add(key);
      continue;
    }
    for (const category of categories) {
      needed.add(category === 'other' && !english.has(`${base}_other`) ? base : `${base}_${category}`);
    }
  }
  return [...needed].sort();
}
