// The invite secret rides in the invite link's fragment (/g/:id/join#invite=…),
// so it never reaches a server log. Read once as the page loads, before the page
// tidies its address bar, and sent with the join.
const fromHash = /(?:^#|&)invite=([^&]+)/.exec(location.hash);
const secret = fromHash ? decodeURIComponent(fromHash[1]!) : null;

/** `{invite}` for the join body when the page was opened from an invite link. */
export function inviteField(): { invite?: string } {
  return secret ? { invite: secret } : {};
}

/** The invite link a seated player shares: with the secret once the view carries one. */
export function inviteLink(v: { id: string; invite?: unknown }): string {
  const path = `/g/${encodeURIComponent(v.id)}/join`;
  const url = new URL(path, location.origin).href;
  return typeof v.invite === "string" && v.invite !== "" ? `${url}#invite=${encodeURIComponent(v.invite)}` : url;
}
