/**
 * The one rule for words: a mapping that puts translated text into a view's
 * props takes the host's `t` as its last argument and returns the text; it
 * never returns message keys for the caller to translate. Containers pass
 * `useTranslation().t`, stories the same.
 */
export type Translate = (key: string) => string;
