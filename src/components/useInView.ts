import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come into view (or within `margin` of it), and from then on. Where the
 * browser cannot tell (no IntersectionObserver), it counts as in view at once.
 */
export function useInView(ref: RefObject<Element | null>, margin = '0px'): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    }, { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, seen]);
  return seen;
}
