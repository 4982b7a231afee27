/**
 * A part of the server's text catalogue: each key with its English and its Italian text. `{name}` marks a
 * placeholder, filled when the text is looked up (messages.ts); both languages name the same ones.
 */
export type Texts = Record<string, readonly [en: string, it: string]>

/** The values a text's placeholders are filled from. */
export type TextParams = Record<string, string | number>
