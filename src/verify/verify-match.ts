// Checks a finished match record with nothing but the open-source engine and
// WebCrypto: the commitment, the seed derivation, every move, the result. Runs in
// Node (npm run verify), in workerd (tests) and in the browser (the match page).
import { gameById } from "../engine/registry";
import type { MatchRecord } from "../protocol/api";
import { CATALOGS } from "../words/catalogs";
import { verifyMatchWith, type VerifyReport } from "../protocol/verify-record";

export * from "../protocol/verify-record";

export async function verifyMatch(record: MatchRecord): Promise<VerifyReport> {
  const def = gameById(record?.game);
  return verifyMatchWith(record, def && { def, words: CATALOGS.en });
}
