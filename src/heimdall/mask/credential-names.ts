/**
 * Which names stand for a credential: of a variable, an option, a key, a header or a query
 * parameter. One table for every masking reader, so an assignment, a flag and an INI key of the
 * same name are treated alike.
 */
const CREDENTIAL_PART = /TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|API_?KEY|PRIVATE_?KEY|CREDENTIAL|ACCESS_?KEY|AUTHORIZATION|COOKIE|SIGNATURE|BEARER/;

/**
 * A variable, option, key, header or query parameter whose value is a credential: names containing
 * TOKEN, SECRET, PASSWORD, API_KEY, ... (any case, camelCase or dashed), or with AUTH, PASS, PW or
 * PWD as a whole part (`GIT_AUTHOR_NAME` is not one; `PWD` and `OLDPWD`, the working directory,
 * are not either), or ending in KEY.
 */
export function isCredentialName(name: string): boolean {
  const normal = name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_');
  if (CREDENTIAL_PART.test(normal)) return true;
  const parts = normal.split('_').filter(Boolean);
  if (parts.length === 0 || normal === 'PWD' || normal === 'OLDPWD') return false;
  return parts.at(-1) === 'KEY' || parts.some((p) => p === 'AUTH' || p === 'PW' || p === 'PWD' || p === 'PASSIN' || p === 'PASSOUT' || p.endsWith('PASS'));
}

/**
 * Query parameters that carry a signature or a session rather than a named credential: Azure's
 * `sig=` (SAS), CloudFront's `Signature=`, `hmac=`, one-time passwords and session ids. Signed
 * URLs grant access to whoever holds them.
 */
const QUERY_SECRET = /^(?:sig|sign|signature|hmac|otp|sid|session|session_?id|jsessionid|phpsessid)$/i;

export const isCredentialQuery = (name: string): boolean => isCredentialName(name) || QUERY_SECRET.test(name);

export const looksLikeOption = (word: string): boolean => /^--?[A-Za-z]/.test(word);

/** `--password`, `-storepass`, `--api-key` (a value follows): a named option, not `-p` or `--no-password`. */
export function credentialOption(word: string): boolean {
  const match = /^--?([A-Za-z][\w-]+)$/.exec(word);
  return !!match && !/^no-|stdin$/i.test(match[1]!) && isCredentialName(match[1]!);
}
