// Who a per-address limit counts: the client's address as Cloudflare reports it
// (`cf-connecting-ip`), an IPv6 address by its /64, which one host usually holds
// whole. Written out in one canonical form, so two spellings of the same
// network (`2001:db8::1`, `2001:DB8:0:0::2`) are one key, and an IPv4 address
// given in IPv6 form (`::ffff:192.0.2.1`) is the IPv4 address. Read by ipaddr.js,
// as the address rules (./public-address.ts) are. Used by the HTTP rate limits
// (src/http/rate-limit.ts) and the live-socket limits (src/live).
import ipaddr from "ipaddr.js";

/** The key for the address in a `cf-connecting-ip` header (missing or unreadable: one shared key). */
export function addressKey(header: string | null | undefined): string {
  const ip = header?.trim() ?? "";
  if (ip === "") return "unknown";
  // Plain dotted decimal only: the older spellings (octal, hex, fewer parts) are not how Cloudflare reports one.
  if (!ip.includes(":")) return ipaddr.IPv4.isValidFourPartDecimal(ip) ? ipaddr.IPv4.parse(ip).toString() : other(ip);
  const inner = ip.replace(/^\[|\]$/g, "");
  if (!ipaddr.IPv6.isValid(inner)) return other(ip.toLowerCase());
  const v6 = ipaddr.IPv6.parse(inner);
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  return `${v6.parts
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

const other = (text: string) => `other:${text.slice(0, 64)}`;
