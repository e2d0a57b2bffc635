/** A sentence in both product languages. */
export interface Bilingual {
  fr: string;
  en: string;
}
