// The service worker's own words: the title over several tables that wait for you
// at once, and the start of each table's title it leaves out below it, from each
// language's push texts (src/words/<lang>/pushes.ts). The worker is one script for
// the whole site, so it holds every language's few words; each push says its
// language (src/protocol/push.ts; absent: English). Another language is one more line.
import { pushes as en } from "../../src/words/en/pushes";
import { pushes as nb } from "../../src/words/nb/pushes";

const wordsOf = (p: typeof en) => ({ many: p["push.many"], lead: p["push.lead"] });

export const SW_WORDS: Record<string, { many: string; lead: string }> = { en: wordsOf(en), nb: wordsOf(nb) };
