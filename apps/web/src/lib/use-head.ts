import { headFor, type SeoRoute } from '@yunmo/domain/seo';
import { useEffect } from 'react';

function setMeta(
  selector: string,
  create: () => HTMLElement,
  attribute: string,
  value: string,
): void {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
}

/**
 * Sets the title, description and canonical link of the page shown, from the same `headFor` the
 * gateway writes into the served HTML, so both agree after every navigation.
 */
export function useHead(route: SeoRoute): void {
  const head = headFor(route);
  useEffect(() => {
    document.title = head.title;
    setMeta(
      'meta[name="description"]',
      () => Object.assign(document.createElement('meta'), { name: 'description' }),
      'content',
      head.description,
    );
    // Absolute links come from the public origin the gateway wrote into the first page, never from the
    // address bar (which may be a proxy's or a mirror's host).
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) canonical.href = new URL(head.canonicalPath, canonical.href).href;
  }, [head.title, head.description, head.canonicalPath]);
}
