/** Login state as the account site leaves it: the readable `account` cookie holds the user name. */
export interface Session {
  loggedIn: boolean;
  userName?: string;
}

export function readSession(cookie: string = document.cookie): Session {
  const entry = cookie.split('; ').find((part) => part.startsWith('account='));
  const value = entry ? decodeURIComponent(entry.slice('account='.length)) : '';
  return value ? { loggedIn: true, userName: value } : { loggedIn: false };
}
