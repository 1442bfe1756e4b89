// The key a per-address limit counts a client by (src/protocol/client-key.ts):
// an IPv4 address as itself, an IPv6 client by its /64, one key however the
// address is spelled, and anything unreadable kept apart from real addresses.
import { describe, expect, it } from "vitest";
import { addressKey } from "../../src/protocol/client-key";

describe("addressKey", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    [" 203.0.113.7 ", "203.0.113.7"],
    ["0.0.0.0", "0.0.0.0"],
    ["255.255.255.255", "255.255.255.255"],
  ])("keys IPv4 %j as %j", (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });

  it.each([
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:db8:1:2:ffff::9", "2001:db8:1:2::/64"],
    ["2001:DB8:0:0::2", "2001:db8:0:0::/64"],
    ["2001:0db8:0000:0000:0000:0000:0000:0002", "2001:db8:0:0::/64"],
    ["[2001:db8:1:2::1]", "2001:db8:1:2::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["::", "0:0:0:0::/64"],
    ["1:2:3:4:5:6:7:8", "1:2:3:4::/64"],
    ["2001:db8::1.2.3.4", "2001:db8:0:0::/64"],
  ])("keys IPv6 %j by its /64 as %j", (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });

  it.each([
    ["::ffff:192.0.2.1", "192.0.2.1"],
    ["::FFFF:c000:0201", "192.0.2.1"],
    ["0:0:0:0:0:ffff:192.0.2.1", "192.0.2.1"],
  ])("keys the IPv4-mapped %j as the IPv4 address %j", (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });

  it.each([
    [null, "unknown"],
    [undefined, "unknown"],
    ["", "unknown"],
    ["   ", "unknown"],
    ["256.1.1.1", "other:256.1.1.1"],
    ["1.2.3", "other:1.2.3"],
    ["example.com", "other:example.com"],
    ["1:2:3:4:5:6:7:8:9", "other:1:2:3:4:5:6:7:8:9"],
    ["2001:DB8::G", "other:2001:db8::g"],
    ["1::2::3", "other:1::2::3"],
    ["1.2.3.4:80", "other:1.2.3.4:80"],
    [`${"a".repeat(80)}`, `other:${"a".repeat(64)}`],
  ])("keys the unreadable %j apart, as %j", (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});
