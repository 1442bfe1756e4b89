// The language an API view's log lines come in (issue 27): a known `?lang=`, then
// Accept-Language, then English. Only the `text` of log lines changes with it: ids,
// codes, field names and error codes are the same in every language.
import type { Context } from "hono";
import { type Lang, langFrom } from "../protocol/lang";

export function viewLang(c: Context): Lang {
  return langFrom(c.req.query("lang"), c.req.header("Accept-Language"));
}
