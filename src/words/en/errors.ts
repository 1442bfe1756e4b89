// What an API error says to a person, by its code (docs/api.md, Errors). English
// pages show the service's own sentence, which is English and often says more
// (which field, how long to wait), so this catalog is empty; another language
// gives every code its sentence (tests/engine/error-texts.test.ts checks), and
// may put the service's English detail in with {detail}.
export const errorTexts: Record<string, string> = {};
