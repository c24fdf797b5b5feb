/**
 * Login state for display: the session (`token`) and `account` cookies are HttpOnly, so the page
 * reads the user name from the readable `login` cookie the gateway sets and clears with them (or a
 * readable `account` cookie an external account site leaves). It is never trusted: the gateway answers 401 when the session is gone, and the page then forgets it.
 */
export interface Session {
  loggedIn: boolean;
  userName?: string;
}

function cookieValue(cookie: string, name: string): string {
  const entry = cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  try {
    return entry ? decodeURIComponent(entry.slice(name.length + 1)) : '';
  } catch {
    return '';
  }
}

// A server render is anonymous: the gateway renders only for visitors without a login cookie.
export function readSession(
  cookie: string = typeof document === 'undefined' ? '' : document.cookie,
): Session {
  // An external account site may leave a readable `account` cookie instead.
  const value = cookieValue(cookie, 'login') || cookieValue(cookie, 'account');
  return value ? { loggedIn: true, userName: value } : { loggedIn: false };
}

/** Forgets the display login (after a 401: the session expired or was revoked elsewhere). */
export function forgetSession(): void {
  document.cookie = 'login=; Max-Age=0; Path=/; SameSite=Lax';
}
