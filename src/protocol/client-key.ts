// Who a per-address limit counts: the client's address as Cloudflare reports it
// (`cf-connecting-ip`), an IPv6 address by its /64, which one host usually holds
// whole. Written out in one canonical form, so two spellings of the same
// network (`2001:db8::1`, `2001:DB8:0:0::2`) are one key, and an IPv4 address
// given in IPv6 form (`::ffff:192.0.2.1`) is the IPv4 address. Used by the HTTP
// rate limits (src/http/rate-limit.ts) and the live-socket limits (src/relay).

/** The key for the address in a `cf-connecting-ip` header (missing or unreadable: one shared key). */
export function addressKey(header: string | null | undefined): string {
  const ip = header?.trim() ?? "";
  if (ip === "") return "unknown";
  if (!ip.includes(":")) return ipv4(ip) ?? `other:${ip.slice(0, 64)}`;
  const groups = ipv6Groups(ip);
  if (!groups) return `other:${ip.slice(0, 64).toLowerCase()}`;
  // ::ffff:a.b.c.d is an IPv4 client.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

function ipv4(text: string): string | null {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null;
  return parts.map(Number).join(".");
}

/** The eight 16-bit groups of an IPv6 address (a zone such as %eth0 ignored), or null. */
function ipv6Groups(text: string): number[] | null {
  let s = text.replace(/^\[|\]$/g, "").split("%")[0]!;
  const tail: number[] = [];
  // A dotted IPv4 tail is two groups.
  const dotted = /:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(s);
  if (dotted) {
    const v4 = ipv4(dotted[1]!);
    if (!v4) return null;
    const b = v4.split(".").map(Number);
    tail.push((b[0]! << 8) | b[1]!, (b[2]! << 8) | b[3]!);
    // Keep the colon before it: "::1.2.3.4" leaves "::", "::ffff:1.2.3.4" leaves "::ffff".
    s = s.slice(0, dotted.index + 1);
    if (!s.endsWith("::")) s = s.slice(0, -1);
  }
  const halves = s.split("::");
  if (halves.length > 2) return null;
  const read = (part: string): number[] | null => {
    if (part === "") return [];
    const out: number[] = [];
    for (const g of part.split(":")) {
      if (!/^[0-9a-fA-F]{1,4}$/.test(g)) return null;
      out.push(parseInt(g, 16));
    }
    return out;
  };
  const head = read(halves[0]!);
  const rest = halves.length === 2 ? read(halves[1]!) : [];
  if (!head || !rest) return null;
  const given = head.length + rest.length + tail.length;
  if (halves.length === 1) return given === 8 ? [...head, ...tail] : null;
  if (given > 7) return null;
  return [...head, ...Array<number>(8 - given).fill(0), ...rest, ...tail];
}
