import type { UploadPolicy } from '@yunmo/api-contract/accounts';

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

/**
 * Posts the screenshot to object storage with the signed policy: the policy's fields first, the
 * file last, as object storage expects. Returns the stored object's path, or throws with the
 * storage's message.
 */
export async function uploadScreenshot(policy: UploadPolicy, file: File): Promise<string> {
  const form = new FormData();
  for (const [name, value] of Object.entries(policy.fields)) form.append(name, value);
  const sameOrigin = policy.host.startsWith('/');
  // An S3 policy requires a Content-Type field starting with image/ (the file's own type).
  if (!sameOrigin && !('Content-Type' in policy.fields)) form.append('Content-Type', file.type);
  form.append('file', file, file.name);
  const headers = new Headers();
  // The built-in storage sits behind the gateway, which wants the CSRF proof on cookie-authenticated writes.
  let csrf = readCookie('csrf');
  if (sameOrigin && !csrf) {
    const issued = (await (
      await fetch('/api/session/csrf', { credentials: 'same-origin' })
    )
      .json()
      .catch(() => null)) as { csrfToken?: string } | null;
    csrf = issued?.csrfToken;
  }
  if (sameOrigin && csrf) headers.set('x-csrf-token', decodeURIComponent(csrf));
  const response = await fetch(policy.host, {
    method: 'POST',
    body: form,
    headers,
    credentials: sameOrigin ? 'same-origin' : 'omit',
  });
  if (!sameOrigin) {
    if (response.status !== 201 && response.status !== 204 && response.status !== 200)
      throw new Error('提交失败');
    return `${policy.host.replace(/\/+$/u, '')}/${policy.fields.key ?? ''}`;
  }
  const body = (await response.json().catch(() => null)) as {
    code?: number;
    msg?: string;
    data?: { path?: string };
  } | null;
  if (!response.ok || body?.code !== 200 || typeof body.data?.path !== 'string')
    throw new Error(body?.msg ?? '提交失败');
  return body.data.path;
}
