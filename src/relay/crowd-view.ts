// GET /api/games/:id without a token, for a table with a crowd: a watch page or
// embed loading in a popular post reads the spectator view from the relay of its
// data centre (which holds the latest one the game object published) instead of
// asking the game object once per reader, in the reader's language if the relay
// has readers in it. Tables without a crowd, and every seat's read, go to the
// game object as before.
import type { Lang } from "../protocol/lang";
import { placeOf, relayName } from "./names";
import type { SpectatorRelay } from "./relay";

export async function crowdView(env: Env, id: string, request: Request, lang: Lang): Promise<string | null> {
  try {
    const stub: DurableObjectStub<SpectatorRelay> = env.RELAYS.get(
      env.RELAYS.idFromName(relayName(id, placeOf(request), 0)),
    );
    return await stub.peek(lang);
  } catch {
    return null;
  }
}
