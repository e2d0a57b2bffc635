import { TAG_CATALOGUE, type Lang, type Tag, type TagName } from '@pepites/contracts';

const FRENCH = new Map<string, string>(TAG_CATALOGUE.map((tag) => [tag.name, tag.name_fr]));

/** A tag shows its English `name` or its French `name_fr`, by language. */
export function tagLabel(tag: Pick<Tag, 'name'> & { name_fr?: string }, lang: Lang): string {
  if (lang === 'en') return tag.name;
  return tag.name_fr ?? FRENCH.get(tag.name) ?? tag.name;
}

export function tagLabelOf(name: TagName, lang: Lang): string {
  return tagLabel({ name }, lang);
}

/** The 40 tags of the catalogue in the current language, in its alphabetical order. */
export function tagOptions(lang: Lang): Array<{ value: TagName; label: string }> {
  const collator = new Intl.Collator(lang);
  return TAG_CATALOGUE.map((tag) => ({ value: tag.name as TagName, label: tagLabel(tag, lang) })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}

export function isTagName(value: string): value is TagName {
  return FRENCH.has(value);
}

/** What the create-list call sends for a tag: `{name, name_fr}`. */
export function tagPayload(name: TagName): Tag {
  return { name, name_fr: FRENCH.get(name) ?? name };
}
