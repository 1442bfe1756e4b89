// What the table's Links panel holds: the watch link and, for a seat, its own
// link (./own-seat). Loaded the first time the panel is opened (./parts), since
// most visits to a table in play never open it.
import type { View } from "../../../src/protocol";
import { absolute, copyField } from "../lib/copy";
import { ownSeatLink } from "./own-seat";
import * as m from "../i18n/messages";

export function linksBody(v: View, token: string | undefined): HTMLElement[] {
  const watch = copyField("watch", m.watchLink, m.watchHint, absolute(`/g/${encodeURIComponent(v.id)}/watch`));
  return token ? [watch, ownSeatLink(v, token)] : [watch];
}
