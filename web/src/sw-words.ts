// The service worker's own words: the title over several tables that wait for you
// at once, and the start of each table's title it leaves out below it. The worker
// is one script for the whole site, so it holds every language's few words; each
// push says its language (src/protocol/push.ts; absent: English). Another language
// is one more entry, in the words of its push texts (src/words/<lang>/pushes.ts).
export const SW_WORDS: Record<string, { many: string; lead: string }> = {
  en: { many: "Your move at {n} tables", lead: "Your move " },
  nb: { many: "Din tur ved {n} bord", lead: "Din tur " },
};
