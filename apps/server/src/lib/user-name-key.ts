import { normalizeUserName, RESERVED_USERNAMES } from '@pepites/contracts';
import unhomoglyph from 'unhomoglyph';

/** Unicode TR39's skeleton: each character replaced by the prototype it can be confused with. */
const skeleton = (text: string) => unhomoglyph(text.normalize('NFD')).normalize('NFD');

/**
 * The key two look-alike names share (`аdmin` with a Cyrillic а and `admin`, `redbob1` and
 * `redbobl`, `ＲＥＤＢＯＢ１` and `REDBOB1`). Capitals are mapped to their look-alikes before the
 * name is lower-cased (a capital I looks like an l, not like an i), then mapped again.
 */
export function userNameKey(name: string): string {
  return skeleton(skeleton(normalizeUserName(name.trim())).toLowerCase());
}

const reservedKeys = new Set(
  RESERVED_USERNAMES.flatMap((name) => [userNameKey(name), userNameKey(name.toUpperCase())]),
);

/** `admin`, in any case, and every name that looks like it. */
export function isReservedUserName(name: string): boolean {
  const normalized = normalizeUserName(name.trim()).toLowerCase();
  return (RESERVED_USERNAMES as readonly string[]).includes(normalized) || reservedKeys.has(userNameKey(name));
}
