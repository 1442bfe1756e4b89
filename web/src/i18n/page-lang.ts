// The page's language, a constant of its build (./messages.ts is its language's catalog).
import * as m from "./messages";

export const LANG: string = m.lang;
