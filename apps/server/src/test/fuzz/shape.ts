/** True when `body` is the API's error shape: `{message: string, code: string, fields?: {name: string}}` and nothing else. */
export function isErrorShape(body: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return false;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return false;
  const { message, code, fields, ...rest } = parsed as Record<string, unknown>;
  if (typeof message !== 'string' || typeof code !== 'string' || Object.keys(rest).length > 0) return false;
  if (fields === undefined) return true;
  return (
    !!fields &&
    typeof fields === 'object' &&
    !Array.isArray(fields) &&
    Object.values(fields).every((value) => typeof value === 'string')
  );
}
